import Synchronization

@_implementationOnly import CCairo

/// Keeps the image surfaces of finished drawings for the next drawing of the same size.
///
/// A layer whose path changes every frame makes a raster of the same size each time. Made
/// fresh, its pixels came from glibc's allocator, which maps a block above its threshold on its
/// own and hands it back as pages that are faulted in and zeroed one by one as cairo draws. The
/// threshold moves with what the process freed before, so the same change of a 1,024 × 300
/// chart cost 0.73 ms in one process and up to 1.23 ms in another. A surface nothing holds any
/// more is kept here instead, a few at a time, and handed back cleared.
enum SurfacePool {
  /// The largest surface kept, in bytes: a window-sized raster is rare, and keeping one would
  /// hold more memory than the faults it saves are worth.
  static let largestKept = 4 << 20
  /// How many surfaces are kept at most (so at most 16 MB).
  static let mostKept = 4

  /// The kept surfaces, oldest first. Cairo surfaces are handed between threads whole (a
  /// layer's raster may be let go of off the main thread), never used by two at once.
  private static let kept = Mutex<[Kept]>([])

  private struct Kept: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int32
    let height: Int32
  }

  /// A transparent ARGB32 surface of `width × height` pixels: a kept one of that size, cleared,
  /// or a new one.
  static func surface(width: Int32, height: Int32) -> OpaquePointer {
    let reused = kept.withLock { kept -> OpaquePointer? in
      guard let index = kept.firstIndex(where: { $0.width == width && $0.height == height })
      else { return nil }
      return kept.remove(at: index).surface
    }
    guard let reused else {
      return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    }
    cairo_surface_flush(reused)
    if let data = cairo_image_surface_get_data(reused) {
      data.update(repeating: 0, count: Int(cairo_image_surface_get_stride(reused)) * Int(height))
    }
    cairo_surface_mark_dirty(reused)
    return reused
  }

  /// Lets go of one reference to `surface`: kept if it was the last one and the surface is
  /// small enough, else released to cairo.
  static func release(_ surface: OpaquePointer) {
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(height)
    guard cairo_surface_get_reference_count(surface) == 1,
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, bytes <= largestKept
    else {
      cairo_surface_destroy(surface)
      return
    }
    let evicted = kept.withLock { kept -> OpaquePointer? in
      kept.append(Kept(surface: surface, width: width, height: height))
      return kept.count > mostKept ? kept.removeFirst().surface : nil
    }
    if let evicted { cairo_surface_destroy(evicted) }
  }
}
