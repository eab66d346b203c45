import Foundation

extension UIView {
  /// One line in UIKit's `-[UIView description]` format; numbers print as `%g` does.
  var debugDescriptionLine: String {
    var fields = [
      "frame = (\(Self.debugNumber(frame.minX)) \(Self.debugNumber(frame.minY)); "
        + "\(Self.debugNumber(frame.width)) \(Self.debugNumber(frame.height)))"
    ]
    // Matches UIKit: a label's or a text view's text comes straight after its frame (iOS logs
    // `<UITextView: 0x…; frame = (0 0; 375 553); text = ''; clipsToBounds = YES; …`).
    if let label = self as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
    if let textView = self as? UITextView {
      fields.append("text = '\(Self.debugExcerpt(textView.text ?? ""))'")
    }
    if transform != .identity {
      let t = transform
      let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.debugNumber)
      fields.append("transform = [\(values.joined(separator: ", "))]")
    }
    if alpha != 1 { fields.append("alpha = \(Self.debugNumber(alpha))") }
    if clipsToBounds { fields.append("clipsToBounds = YES") }
    if isHidden { fields.append("hidden = YES") }
    if !isOpaque { fields.append("opaque = NO") }
    if !autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizingMask.debugName)") }
    // Matches iOS's order: `userInteractionEnabled = NO; tag = …` and
    // `userInteractionEnabled = NO; gestureRecognizers = …` (a navigation bar's line, iOS 7),
    // `autoresize = RM+BM; tag = 1; gestureRecognizers = …`, `userInteractionEnabled = NO;
    // tintColor = …` and `autoresize = W+TM; tintColor = …; gestureRecognizers = …`. No log
    // shows a tag beside a tint colour; the tag comes first here.
    if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
    if tag != 0 { fields.append("tag = \(tag)") }
    // Matches UIKit: the tint colour the view was given itself, not one it inherits.
    if let storedTintColor { fields.append("tintColor = \(storedTintColor)") }
    if let gestureRecognizers, !gestureRecognizers.isEmpty {
      fields.append("gestureRecognizers = <NSArray: \(ObjectIdentifier(self).debugAddress)>")
    }
    // Matches iOS 16 and later, which print the background colour last before the layer:
    // `gestureRecognizers = …; backgroundColor = <UIDynamicSystemColor: …; name =
    // systemBackgroundColor>; layer = …` (collection and text views),
    // `userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = …`
    // (labels; getsentry/sentry-cocoa's recorded hierarchies, iOS 16 to 18).
    let printsBackground = (self as? any IOSPrivateClassNaming)?.iOSPrintsBackgroundColor ?? true
    if let backgroundColor, printsBackground {
      fields.append("backgroundColor = \(backgroundColor)")
    }
    fields.append(
      "layer = <\(Self.debugClassName(layer)): \(ObjectIdentifier(layer).debugAddress)>")
    // Matches UIKit: a scroll view prints its content's offset, size and insets after its layer.
    if let scrolling = self as? any ScrollViewDescribing {
      fields += scrolling.scrollViewDescriptionFields
    }
    // Matches UIKit: some private classes print more after the description's `>`.
    let suffix = (self as? any IOSPrivateClassNaming)?.iOSDescriptionSuffix ?? ""
    return "<\(Self.debugClassName(self)): \(ObjectIdentifier(self).debugAddress); "
      + fields.joined(separator: "; ") + ">" + suffix
  }

  /// Matches UIKit's `recursiveDescription` debugging method: this view's ``description`` and,
  /// indented by `   | ` per level, every subview's, back to front.
  package func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + view.debugDescriptionLine)
      for subview in view.storedSubviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// A text view's text as its description quotes it: the first 25 characters and `...` when
  /// there are more. iOS logs `text = 'Lorem ipsum dolor sit er ...'`,
  /// `text = 'Learn how to hide your fe...'` and `text = '/opt/MonkeyDev/bin/md\n\n- ...'`
  /// (the newlines printed as they are). Only the excerpt is read, so a text view holding a
  /// million characters describes itself as fast as an empty one.
  static func debugExcerpt(_ text: String) -> String {
    guard let end = text.index(text.startIndex, offsetBy: 25, limitedBy: text.endIndex),
      end < text.endIndex
    else { return text }
    return text[..<end] + "..."
  }

  /// A number as Objective-C's `%g` prints it: at most six significant digits.
  static func debugNumber(_ value: CGFloat) -> String {
    String(format: "%g", Double(value) == 0 ? 0 : Double(value))
  }

  /// A class as the Objective-C runtime names it: UIKit's and Core Animation's own classes
  /// bare (`UILabel`, `CALayer`), the stand-ins for UIKit's private classes by iOS's names
  /// (`UILayoutContainerView`), an app's with its module (`MyApp.CardView`).
  /// A private class's context (`(unknown context at $…)`) is left out: it changes from build
  /// to build.
  static func debugClassName(_ object: AnyObject) -> String {
    if let named = type(of: object) as? any IOSPrivateClassNaming.Type {
      return named.iOSClassName
    }
    let name = String(reflecting: type(of: object)).replacingOccurrences(
      of: "\\(unknown context at \\$[0-9a-f]+\\)\\.", with: "", options: .regularExpression)
    for module in ["UIKit.", "QuartzCore."] where name.hasPrefix(module) {
      return String(name.dropFirst(module.count))
    }
    return name
  }
}

extension UIView.AutoresizingMask {
  /// Matches UIKit's descriptions: `LM+W+RM+TM+H+BM`, for the flexible parts present.
  var debugName: String {
    let parts: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return parts.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
