#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's header by its installed path (libpng-dev links png.h to libpng16/png.h), so no -I
// flag is needed. Only its simplified API is used: it decodes straight into a caller's buffer.
#include <png.h>

#endif
