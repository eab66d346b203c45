extension UIEvent {
  /// The pointer's buttons that are pressed, as `UIEvent.ButtonMask` (iPadOS 13.4).
  ///
  /// Matches UIKit's bits: bit 0 is the primary (left) button, bit 1 the secondary (right)
  /// one, and bit n − 1 button n.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The button bits, as UIKit numbers them.
    public let rawValue: Int
    /// Makes a mask from UIKit's raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button: the left one, or a click on a trackpad.
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button: the right one, or a two-finger click on a trackpad.
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// Matches UIKit: the mask of button `buttonNumber`, counting the primary button as 1.
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      ButtonMask(rawValue: buttonNumber >= 1 ? 1 << (buttonNumber - 1) : 0)
    }
  }
}
