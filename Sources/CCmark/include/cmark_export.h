#ifndef CMARK_EXPORT_H
#define CMARK_EXPORT_H

/* Written by hand for Waymark's vendored copy, which is linked statically: CMake generates it upstream. */
#define CMARK_EXPORT
#define CMARK_NO_EXPORT

#endif
