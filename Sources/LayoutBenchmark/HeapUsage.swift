import Glibc

/// Bytes currently allocated through malloc, from glibc's `malloc_info` report.
///
/// `mallinfo2()` is not visible to Swift (Glibc's module map leaves out `malloc.h`), so the
/// XML report is read instead; `malloc_info` only takes C types and is looked up with `dlsym`.
/// In use = `system current` − free chunks (`fast` + `rest`, top chunk included) + `mmap`, summed
/// over all arenas: the same quantity as mallinfo2's `uordblks + hblkhd` that kiwi_bench.py reads.
enum HeapUsage {
  private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

  static func bytesInUse() -> Int {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_info") else { return 0 }
    let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return 0 }
    _ = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return 0 }
    let report = String(cString: buffer)
    free(buffer)
    // The totals over all arenas follow the last </heap>.
    guard let totals = report.split(separator: "</heap>").last else { return 0 }
    return attribute("<system type=\"current\"", in: totals)
      - attribute("<total type=\"fast\"", in: totals)
      - attribute("<total type=\"rest\"", in: totals)
      + attribute("<total type=\"mmap\"", in: totals)
  }

  /// The `size` attribute of the first element starting with `element`.
  private static func attribute(_ element: String, in totals: Substring) -> Int {
    guard let start = totals.range(of: element) else { return 0 }
    let rest = totals[start.upperBound...]
    guard let size = rest.range(of: "size=\"") else { return 0 }
    return Int(rest[size.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}
