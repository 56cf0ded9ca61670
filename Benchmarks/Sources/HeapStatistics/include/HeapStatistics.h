#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back, or 0 where the
/// platform does not say.
size_t heap_bytes_in_use(void);

/// Keeps the C allocator from handing freed memory back to the system
/// between repetitions, where it does so on its own (glibc trims the top of
/// the heap, and maps large blocks afresh, by thresholds it moves as it
/// runs). Without this, a repetition that frees a large table may or may not
/// fault every page back in on the next, depending on where the last block
/// happened to land. Does nothing where the allocator has no such setting.
void hold_heap_steady(void);

#endif
