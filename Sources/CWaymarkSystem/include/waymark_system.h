#ifndef WAYMARK_SYSTEM_H
#define WAYMARK_SYSTEM_H

/// Swaps two paths atomically (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0, or -1 with errno set (ENOSYS or EINVAL where the file system cannot).
int waymark_rename_exchange(const char *from, const char *to);

#endif
