/// An element assistive technologies see that is not a view: a part of a view that draws
/// several things (a chart's bars, a segmented control's segments).
///
/// Matches UIKit: a container returns elements from its `accessibilityElements`; each says what
/// it is with the usual members and where it is with ``accessibilityFrameInContainerSpace`` (or
/// `accessibilityFrame` in screen coordinates). It is an element unless set otherwise.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chart)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 60, y: 20, width: 24, height: 80)
/// chart.accessibilityElements = [bar]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityElement: _UIAccessibilityObject {
  /// Matches UIKit: the container holding the element, usually a view; not retained.
  open weak var accessibilityContainer: AnyObject?

  /// Matches UIKit: the element's frame in its container view's coordinates. When set, the
  /// element's `accessibilityFrame` follows the container as it moves.
  open var accessibilityFrameInContainerSpace: CGRect = .zero {
    didSet { usesContainerSpace = true }
  }

  /// Whether the frame was given in the container's space rather than the screen's.
  private var usesContainerSpace = false

  /// Matches UIKit: an element of `container` (a view, or another element).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// Matches UIKit: in screen coordinates; from ``accessibilityFrameInContainerSpace`` when that
  /// was set and the container is a view.
  open override var accessibilityFrame: CGRect {
    get {
      guard usesContainerSpace, let view = accessibilityContainer as? UIView else {
        return super.accessibilityFrame
      }
      return UIAccessibility.convertToScreenCoordinates(
        accessibilityFrameInContainerSpace, in: view)
    }
    set {
      usesContainerSpace = false
      super.accessibilityFrame = newValue
    }
  }
}
