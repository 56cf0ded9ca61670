#include "HeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_bytes_in_use(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
}

void hold_heap_steady(void) {}

#elif defined(__linux__)
#include <malloc.h>

size_t heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  // Small blocks from the arenas, and large ones mapped on their own.
  return info.uordblks + info.hblkhd;
}

void hold_heap_steady(void) {
  // Blocks under 32 MiB come from the heap, and the heap keeps up to
  // 64 MiB free at its top: far more than either peer's largest table.
  mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
}

#else
size_t heap_bytes_in_use(void) { return 0; }
void hold_heap_steady(void) {}
#endif
