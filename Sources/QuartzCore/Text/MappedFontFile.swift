import Foundation

/// A font file mapped into memory, read-only, for FreeType (or a host's font library) to open
/// from memory.
///
/// Opened by its path, a font is read through stdio: FreeType seeks and reads the file for each
/// glyph's metrics, so measuring a 100,000-character word made about 200,000 system calls.
/// Opened from a mapping, those reads are copies from memory, and the pages are the file's, so
/// the kernel shares them (between the core's mapping and a host's too) and drops them under
/// pressure as it does the file cache. A mapping is never undone: fonts opened from it may live
/// as long as the process.
package struct MappedFontFile {
  /// The file's bytes.
  package let bytes: UnsafeRawBufferPointer

  /// Maps the file at `path`; `nil` when it cannot be opened or mapped (the caller then opens
  /// the font by its path).
  package init?(path: String) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size <= Int32.max,
      let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
      mapping != MAP_FAILED
    else { return nil }
    bytes = UnsafeRawBufferPointer(start: mapping, count: Int(status.st_size))
  }
}
