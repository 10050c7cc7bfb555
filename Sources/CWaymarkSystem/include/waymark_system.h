#ifndef WAYMARK_SYSTEM_H
#define WAYMARK_SYSTEM_H

#include <stddef.h>
#include <stdint.h>

/// Swaps two paths atomically (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0, or -1 with errno set (ENOSYS or EINVAL where the file system cannot).
int waymark_rename_exchange(const char *from, const char *to);

/// Hands the pages of memory freed since the last call back to the system (glibc's malloc_trim; elsewhere nothing):
/// memory freed in many small blocks stays in the allocator's free lists, resident, and large arrays built meanwhile
/// are mapped apart and never reuse it.
void waymark_give_back_freed_memory(void);

/// The state of a SipHash-2-4 with a 128-bit result (Aumasson and Bernstein), the keyed checksum of the caches.
typedef struct {
    uint64_t v0, v1, v2, v3;
    /// The bytes added since the last whole word, and how many bytes were added in all.
    uint64_t tail, length;
} waymark_mac;

/// Starts a checksum with the key's two words.
void waymark_mac_init(waymark_mac *mac, uint64_t k0, uint64_t k1);
/// Adds bytes; a message may be added in pieces of any length.
void waymark_mac_add(waymark_mac *mac, const void *bytes, size_t count);
/// The checksum of the bytes added so far, as two words (out[0] is the first eight bytes of SipHash's result).
void waymark_mac_finish(const waymark_mac *mac, uint64_t out[2]);

#endif
