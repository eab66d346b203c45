/// The system clipboard, as UIKit's `UIPasteboard.general`.
///
/// Only plain strings are supported. The SDL host backs it with the desktop's clipboard, so
/// text copied in the app can be pasted elsewhere and the other way round; headless it is a
/// string in memory that each test starts without.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// Matches UIKit: the pasteboard shared with the rest of the system.
  public static let general = UIPasteboard()

  /// Matches UIKit: the first string on the pasteboard, or `nil`; setting it replaces the
  /// contents.
  open var string: String? {
    get { UIApplication.shared.clipboardService.text }
    set { UIApplication.shared.clipboardService.text = newValue }
  }

  /// Matches UIKit: whether the pasteboard holds a string.
  open var hasStrings: Bool { !(string ?? "").isEmpty }
}
