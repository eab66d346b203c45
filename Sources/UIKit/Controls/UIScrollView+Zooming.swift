/// A scroll view's zoom: the scale and its limits.
struct ZoomState {
  var scale: CGFloat = 1
  var minimum: CGFloat = 1
  var maximum: CGFloat = 1
  var bounces = true
  var isZooming = false
}

extension UIScrollView {
  /// Matches UIKit: how much the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view is
  /// scaled, 1 by default. Setting it zooms about the middle of the visible area; without a view
  /// for zooming nothing changes.
  public var zoomScale: CGFloat {
    get { zoom.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Matches UIKit: the smallest zoom scale, 1 by default.
  public var minimumZoomScale: CGFloat {
    get { zoom.minimum }
    set { zoom.minimum = newValue }
  }

  /// Matches UIKit: the largest zoom scale, 1 by default, so a scroll view zooms only once it
  /// is raised.
  public var maximumZoomScale: CGFloat {
    get { zoom.maximum }
    set { zoom.maximum = newValue }
  }

  /// Matches UIKit's flag: stored; a zoom past the limits is clamped here rather than bounced.
  public var bouncesZoom: Bool {
    get { zoom.bounces }
    set { zoom.bounces = newValue }
  }

  /// Matches UIKit: whether the user is zooming (with Ctrl and the wheel: from the first notch
  /// until the pinch ends, a quarter of a second after the last).
  public var isZooming: Bool { zoom.isZooming }

  /// Matches UIKit: the recognizer that zooms, `nil` while zooming is not possible (the
  /// maximum zoom scale is not above the minimum). On the desktop it pinches with Ctrl and the
  /// wheel.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    maximumZoomScale > minimumZoomScale ? zoomingPinch : nil
  }

  /// Whether Ctrl and the wheel zoom here: zooming is possible and there is a view to zoom.
  var canZoomByPinch: Bool {
    isScrollEnabled && maximumZoomScale > minimumZoomScale
      && delegate?.viewForZooming(in: self) != nil
  }

  /// Matches UIKit: never true here, as zooms are clamped instead of bounced.
  public var isZoomBouncing: Bool { false }

  /// The pinch's action: zooms by the scale since the last change about the point under the
  /// pointer, with the delegate's will-begin call as the pinch begins and did-end as it ends.
  func handlePinch() {
    let view = delegate?.viewForZooming(in: self)
    switch zoomingPinch.state {
    case .began, .changed:
      guard let view else { return }
      if zoomingPinch.state == .began {
        zoom.isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
      }
      let point = zoomingPinch.location(in: self)
      let factor = zoomingPinch.scale
      zoomingPinch.scale = 1
      zoom(
        to: zoom.scale * factor, keeping: point,
        at: CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y), animated: false)
    case .ended, .cancelled:
      // Whatever became of the view for zooming meanwhile, a pinch that began zooming ends it.
      guard zoom.isZooming else { return }
      zoom.isZooming = false
      delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoom.scale)
    default:
      break
    }
  }

  /// Zooms to `scale` (clamped) so that `anchor`, a point of the content now, stays at
  /// `visible` in the visible area (as far as the content's edges allow).
  func zoom(to scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint, animated: Bool) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let target = min(max(scale, minimumZoomScale), maximumZoomScale)
    let old = zoom.scale
    guard target != old || view.transform != CGAffineTransform(scaleX: target, y: target) else {
      return
    }
    let unscaled = CGPoint(x: anchor.x / old, y: anchor.y / old)
    let changes = { [self] in
      zoom.scale = target
      view.transform = CGAffineTransform(scaleX: target, y: target)
      let size = CGSize(width: view.bounds.width * target, height: view.bounds.height * target)
      view.center = CGPoint(x: size.width / 2, y: size.height / 2)
      contentSize = size
      contentOffset = clamped(
        CGPoint(x: unscaled.x * target - visible.x, y: unscaled.y * target - visible.y))
    }
    if animated {
      UIView.animate(withDuration: 0.3, animations: changes)
    } else {
      changes()
    }
    delegate?.scrollViewDidZoom(self)
  }
}

/// A scroll view's own pinch: it takes Ctrl and the wheel only while its scroll view can zoom,
/// so over one that cannot the wheel goes on to the views behind.
final class ZoomingPinchGestureRecognizer: UIPinchGestureRecognizer {
  override var takesWheelZoom: Bool { (view as? UIScrollView)?.canZoomByPinch == true }
}
