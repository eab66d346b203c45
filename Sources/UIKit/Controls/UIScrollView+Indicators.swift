extension UIScrollView {
  /// The look of the scroll indicators, as `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    /// Matches UIKit: dark on light content, light on dark (by the interface style).
    case `default` = 0
    /// Matches UIKit: a dark indicator, for light content.
    case black = 1
    /// Matches UIKit: a light indicator, for dark content.
    case white = 2
  }

  /// Matches UIKit: sets both indicators' insets; reading it gives the vertical one's.
  /// Deprecated on iOS 13 for the two separate properties.
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Shows the indicators of the axes the content scrolls along, and fades them out once the
  /// content rests.
  func showScrollIndicators() {
    let vertical = showsVerticalScrollIndicator && scrollsVertically
    let horizontal = showsHorizontalScrollIndicator && scrollsHorizontally
    guard vertical || horizontal else { return }
    scrollIndicators.bringToFront(in: self)
    scrollIndicators.withoutAnimation {
      scrollIndicators.vertical.opacity = vertical ? 1 : 0
      scrollIndicators.horizontal.opacity = horizontal ? 1 : 0
    }
    layOutScrollIndicators()
    scheduleScrollIndicatorFade()
  }

  private func scheduleScrollIndicatorFade() {
    let schedule = UIApplication.shared
    let indicators = scrollIndicators
    schedule.frameClockSchedule.cancel(for: indicators)
    schedule.frameClockSchedule.schedule(
      at: schedule.mediaTime + ScrollIndicators.fadeDelay, for: indicators
    ) { [weak self] in
      guard let self else { return }
      // Matches UIKit: the indicators stay while a finger (the mouse) holds the content.
      if self.isTracking || self.motion != nil {
        self.scheduleScrollIndicatorFade()
      } else {
        indicators.fadeOut()
      }
    }
    schedule.setNeedsFrame()
  }

  /// Places the indicators for the current offset, content size and insets, in the scroll
  /// view's bounds (which scroll with the content).
  func layOutScrollIndicators() {
    let bounds = self.bounds
    let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
    let thickness = ScrollIndicators.thickness
    let margin = ScrollIndicators.margin
    let minimum = minimumOffset
    let maximum = maximumOffset
    let content = adjustedContentInset

    let vInsets = verticalScrollIndicatorInsets
    let vTop = bounds.minY + vInsets.top + safe.top + margin
    let vTrack = bounds.height - vInsets.top - vInsets.bottom - safe.top - safe.bottom - 2 * margin
    let vFrame = Self.indicatorSpan(
      track: vTrack, visible: bounds.height,
      content: contentSize.height + content.top + content.bottom,
      offset: contentOffset.y, minimum: minimum.y, maximum: maximum.y)
    let vX = bounds.maxX - vInsets.right - safe.right - margin - thickness

    let hInsets = horizontalScrollIndicatorInsets
    let hLeft = bounds.minX + hInsets.left + safe.left + margin
    // The horizontal bar stops short of the vertical one's corner, as in UIKit.
    let hTrack =
      bounds.width - hInsets.left - hInsets.right - safe.left - safe.right - 2 * margin
      - thickness - margin
    let hFrame = Self.indicatorSpan(
      track: hTrack, visible: bounds.width,
      content: contentSize.width + content.left + content.right,
      offset: contentOffset.x, minimum: minimum.x, maximum: maximum.x)
    let hY = bounds.maxY - hInsets.bottom - safe.bottom - margin - thickness

    let color = indicatorColor
    scrollIndicators.withoutAnimation {
      scrollIndicators.vertical.frame = CGRect(
        x: vX, y: vTop + vFrame.start, width: thickness, height: vFrame.length)
      scrollIndicators.horizontal.frame = CGRect(
        x: hLeft + hFrame.start, y: hY, width: hFrame.length, height: thickness)
      scrollIndicators.vertical.backgroundColor = color
      scrollIndicators.horizontal.backgroundColor = color
    }
  }

  private var indicatorColor: CGColor {
    let light: Bool =
      switch indicatorStyle {
      case .white: true
      case .black: false
      case .default: traitCollection.userInterfaceStyle == .dark
      }
    return (light ? UIColor.white : UIColor.black).withAlphaComponent(0.35).cgColor
  }

  /// Where a bar sits along its track and how long it is: in proportion to how much of the
  /// content shows, never shorter than UIKit's minimum, and shortened as the content is pulled
  /// past an edge.
  private static func indicatorSpan(
    track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat, minimum: CGFloat,
    maximum: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    guard track > 0, content > 0 else { return (0, 0) }
    let shortest = min(ScrollIndicators.minimumLength, track)
    var length = max(shortest, track * min(1, visible / content))
    let overshoot = offset < minimum ? minimum - offset : offset > maximum ? offset - maximum : 0
    length = max(ScrollIndicators.thickness, length - overshoot)
    let range = maximum - minimum
    let progress = range > 0 ? min(max((offset - minimum) / range, 0), 1) : 0
    return ((track - length) * progress, length)
  }
}

/// A scroll view's two indicators: thin rounded bars among its layer's sublayers, kept above
/// its content, that show while the content moves and fade out once it rests, as UIKit's do.
/// They are layers, not subviews, so `subviews` holds only what the app added.
@MainActor
final class ScrollIndicators {
  /// UIKit's bar: 3 points thick, 3 points from the edge, at least 36 points long.
  static let thickness: CGFloat = 3
  static let margin: CGFloat = 3
  static let minimumLength: CGFloat = 36
  /// How long the bars stay after the content comes to rest, and how long they take to fade.
  static let fadeDelay: TimeInterval = 0.5
  static let fadeDuration: TimeInterval = 0.3

  let vertical = CALayer()
  let horizontal = CALayer()

  func install(in scrollView: UIScrollView) {
    for bar in [vertical, horizontal] {
      bar.name = "scroll indicator"
      bar.cornerRadius = Self.thickness / 2
      bar.opacity = 0
      scrollView.layer.addSublayer(bar)
    }
  }

  /// Keeps the bars over subviews added since they were installed.
  func bringToFront(in scrollView: UIScrollView) {
    let sublayers = scrollView.layer.sublayers ?? []
    guard sublayers.suffix(2).contains(where: { $0 !== vertical && $0 !== horizontal }) else {
      return
    }
    scrollView.layer.addSublayer(vertical)
    scrollView.layer.addSublayer(horizontal)
  }

  func fadeOut() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(Self.fadeDuration)
    vertical.opacity = 0
    horizontal.opacity = 0
    CATransaction.commit()
  }

  /// Changes made while the content moves follow it at once, with no implicit animation.
  func withoutAnimation(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
  }
}
