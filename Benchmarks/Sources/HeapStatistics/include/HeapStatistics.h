#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back, or 0 where the
/// platform does not say.
size_t heap_bytes_in_use(void);

#endif
