#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// cairo's header by its installed path. Its own includes use quotes, which resolve next to it,
// so no -I flag (and no pkg-config) is needed.
#include <cairo/cairo.h>

#endif
