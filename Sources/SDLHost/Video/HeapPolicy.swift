import CSDL2

/// How the host asks the C allocator to place large buffers.
///
/// A window's large buffers (render targets, surfaces and read-back pixels, megabytes each, of
/// a new size whenever the window is resized) come and go all the time. glibc serves a request
/// above a threshold with a mapping of its own, returned to the system when freed; but it
/// raises that threshold to the size of each mapped buffer freed, after which buffers of every
/// size up to it come from the heap, where those freed leave holes it does not give back. Over
/// `make soak`'s passes through 100 window sizes the demo's anonymous memory grew 52.8 → 62.5
/// → 63.7 → 72.3 MB while its live heap stayed at 50 MB (heaptrack). With the threshold fixed
/// at glibc's initial 128 KB, it stayed at 50.6–50.7 MB.
enum HeapPolicy {
  /// Fixes glibc's mapping threshold at 128 KB, once per process.
  static func keepLargeBuffersMapped() {
    _ = fixed
  }

  private static let fixed: Void = {
    _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
  }()
}
