/// The view behind a bar's items that shows its appearance's background colour and image,
/// named as UIKit's private class is, so that a bar's `recursiveDescription` reads as iOS
/// prints it.
final class _UIBarBackground: UIImageView {}
