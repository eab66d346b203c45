import Foundation

/// The process's resident memory, told apart as `/proc/self/status` does: anonymous memory
/// (the heap, which a leak or an unbounded cache grows) and file-backed pages (the code of the
/// libraries and the font files, read in as cases reach new code and new scripts, and given
/// back by the kernel under pressure).
struct ResidentMemory: CustomStringConvertible {
  var anonymous = 0
  var fileBacked = 0

  static var now: ResidentMemory {
    var memory = ResidentMemory()
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    else { return memory }
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
      switch fields[0] {
      case "RssAnon:": memory.anonymous = kilobytes / 1024
      case "RssFile:", "RssShmem:": memory.fileBacked += kilobytes / 1024
      default: break
      }
    }
    return memory
  }

  var description: String {
    "\(anonymous + fileBacked) MiB (\(anonymous) anonymous, \(fileBacked) file-backed)"
  }
}
