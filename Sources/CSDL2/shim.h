#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

// The SDL2 headers by their installed path. Their own includes use quotes, which resolve
// next to each header, so no -I flag (and no pkg-config, whose -D_REENTRANT SwiftPM refuses
// with a warning) is needed.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
// glibc's malloc_trim and mallopt: the host gives freed pixel memory back to the system
// (RenderTargetPool) and keeps large buffers out of the heap (HeapPolicy).
#include <malloc.h>

#endif
