/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`.
///
/// Matches UIKit: the style picks the presentation controller, which decides the presented
/// view's frame, what stays visible underneath, and which controllers hear appearance
/// callbacks. Only `.fullScreen`, `.currentContext` and a custom presentation controller whose
/// `shouldRemovePresentersView` is `true` take the presenter's view away (and send it
/// `viewWillDisappear`/`viewDidDisappear`); every other style leaves the presenter on screen,
/// silent.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the whole window; the presenter's view is removed after the transition.
  case fullScreen = 0
  /// A card with rounded top corners over the dimmed presenter (iOS 13 sheets): full width
  /// with the presenter scaled back in compact width, a centred column in regular width.
  case pageSheet = 1
  /// A sheet; in regular width a centred card of 540 × 620 points with all corners rounded.
  case formSheet = 2
  /// Covers the area of the nearest controller that `definesPresentationContext` (or the
  /// root's), whose view is removed after the transition.
  case currentContext = 3
  /// Laid out and animated by the transitioning delegate's presentation controller and
  /// animators.
  case custom = 4
  /// Covers the whole window, leaving the presenter's view on screen underneath.
  case overFullScreen = 5
  /// Covers the presentation context's area, leaving the presenter's view underneath.
  case overCurrentContext = 6
  /// A bubble anchored to a view, a rectangle or a bar button item, through
  /// `popoverPresentationController`; a sheet in compact width.
  case popover = 7
  /// Not a style to present with: returned by an adaptive delegate, it means "do not adapt".
  case none = -1
  /// The default: `.pageSheet`, as on iOS 13 and later.
  case automatic = -2
}

/// How a presented controller arrives on screen, as UIKit's `UIModalTransitionStyle`.
///
/// Matches UIKit: the style of the presented controller is used, unless the presentation
/// context `providesPresentationContextTransitionStyle`; a transitioning delegate's animator
/// replaces it.
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom edge, and back down on dismissal.
  case coverVertical = 0
  /// Turns the presenter over to show the presented controller on its back (drawn in 2-D: the
  /// old side squashes to a line, then the new one opens).
  case flipHorizontal = 1
  /// Fades the presented controller in, and out on dismissal.
  case crossDissolve = 2
  /// Curls the presenter's page up, uncovering the presented controller beneath; a click on
  /// the curled page dismisses it. Full-screen presentations only, as in UIKit.
  case partialCurl = 3
}
