// The system zlib (Debian's zlib1g-dev), for the zlib-compressed blocks of OpenStreetMap extracts.
#include <zlib.h>
