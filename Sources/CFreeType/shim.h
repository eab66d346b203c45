#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

// FreeType and HarfBuzz, the libraries SDL2_ttf is built on. FreeType's headers include each
// other as <freetype/...>, so they need -I/usr/include/freetype2: the target names pkg-config's
// freetype2, which gives exactly that. HarfBuzz's headers include each other with quotes, so
// its folder needs no flag. hb-ft.h bridges the two: HarfBuzz shapes with FreeType's advances.
// FT_OUTLINE_H moves an outline by its pen's fraction of a pixel before it is rendered, as
// SDL2_ttf's subpixel mode does.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>

#endif
