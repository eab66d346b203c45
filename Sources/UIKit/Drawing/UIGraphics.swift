/// The stack of current Core Graphics contexts, as UIKit keeps it: `draw(_:)`, image contexts
/// and image renderers push theirs while drawing code runs.
@MainActor
enum GraphicsContextStack {
  @ProcessWide static var contexts: [CGContext] = []
  /// Image contexts begun with `UIGraphicsBeginImageContextWithOptions`, with their scale.
  @ProcessWide static var imageContexts: [(context: CGContext, scale: CGFloat)] = []
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: the context drawing code draws into now, or `nil` outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: makes `context` current until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: restores the context that was current before the last push.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: begins a bitmap context of `size` points and makes it current. A scale of 0
/// means the main screen's; `opaque` is accepted for source compatibility.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let s = scale > 0 ? scale : UIScreen.main.scale
  let context = CGContext(size: size, scale: s)
  GraphicsContextStack.imageContexts.append((context, s))
  UIGraphicsPushContext(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: an image context at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: what has been drawn in the current image context, or `nil` when the current
/// context is not one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = GraphicsContextStack.imageContexts.last,
    entry.context === GraphicsContextStack.contexts.last
  else { return nil }
  return UIImage(bitmap: entry.context.bitmap(), scale: entry.scale)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches UIKit: ends the current image context; unbalanced calls are ignored.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  guard let entry = GraphicsContextStack.imageContexts.popLast() else { return }
  GraphicsContextStack.contexts.removeAll { $0 === entry.context }
}
