#ifndef CMARK_VERSION_H
#define CMARK_VERSION_H

/* Written by hand for Waymark's vendored copy; CMake generates it from cmark_version.h.in upstream. */
#define CMARK_VERSION ((0 << 16) | (31 << 8) | 2)
#define CMARK_VERSION_STRING "0.31.2"

#endif
