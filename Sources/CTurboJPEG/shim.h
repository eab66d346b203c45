#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API. libjpeg's own API reports errors by longjmp from a callback,
// which Swift cannot do; TurboJPEG wraps it and returns error codes and messages instead.
#include <turbojpeg.h>

#endif
