/// The label a button shows its title in, named as UIKit's private class is, so that a
/// button's `recursiveDescription` reads as iOS prints it (`<UIButtonLabel: …; text = 'OK'>`).
final class UIButtonLabel: UILabel {}
