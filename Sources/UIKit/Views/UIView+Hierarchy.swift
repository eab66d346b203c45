extension UIView {
  /// Matches UIKit: the views in drawing order, back to front.
  public var subviews: [UIView] { storedSubviews }

  /// Matches UIKit: not retained; a view is owned by its superview.
  public var superview: UIView? { storedSuperview }

  /// The window the view is in, if any.
  public var window: UIWindow? { hierarchyRoot as? UIWindow }

  /// Matches UIKit: true for the view itself too.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  enum Placement {
    case index(Int)
    case above(UIView)
    case below(UIView)
  }

  /// Where `placement` puts a view among the current subviews.
  private func resolve(_ placement: Placement) -> Int {
    switch placement {
    case .index(let index):
      return min(max(0, index), storedSubviews.count)
    case .above(let sibling):
      return storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
    case .below(let sibling):
      return storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
    }
  }

  /// The one place a subview is inserted or moved; every public insertion calls it.
  func insert(_ view: UIView, _ placement: Placement) {
    if view === self {
      UIKitException.raise(.invalidArgumentException, "Can't add self as subview")
      return
    }
    if isDescendant(of: view) {
      UIKitException.raise(
        .invalidArgumentException,
        "Can't add \(view) as a subview of \(self): it is one of its ancestors")
      return
    }
    if view.storedSuperview === self {
      // Matches UIKit: re-adding a subview only reorders it; no move callbacks are sent.
      storedSubviews.removeAll { $0 === view }
      let index = resolve(placement)
      storedSubviews.insert(view, at: index)
      placeLayer(ofSubviewAt: index, placement)
      subviewOrderDidChange()
      return
    }
    // Matches UIKit: moving a view takes it from its old superview as `removeFromSuperview()`
    // does, so the constraints that tie it (or its subtree) to views outside it go.
    if let oldSuperview = view.storedSuperview {
      view.removeConstraintsCrossing(from: oldSuperview)
    }
    let oldWindow = view.window
    let newWindow = window
    let oldTint = view.tintState
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow {
      AppearanceDispatch.subtreeWillMove(view, from: oldWindow, to: newWindow)
      view.notifyWillMove(toWindow: newWindow)
      if newWindow == nil { view.resignFirstResponderLeavingWindow() }
    }
    if let oldSuperview = view.storedSuperview {
      oldSuperview.willRemoveSubview(view)
      oldSuperview.storedSubviews.removeAll { $0 === view }
      view.layer.removeFromSuperlayer()
      oldSuperview.subviewOrderDidChange()
      view.subtreeDidLeave(oldSuperview)
    }
    let index = resolve(placement)
    storedSubviews.insert(view, at: index)
    placeLayer(ofSubviewAt: index, placement)
    view.storedSuperview = self
    // Matches UIKit as far as published logs show. Crash logs put the window move (iOS 10,
    // facebook/facebook-ios-sdk#1483) and `tintColorDidChange()` (iOS 16,
    // sberrevoets/SDCAlertView#331) inside `-[UIView _postMovedFromSuperview:]`, the step after
    // the subview is attached; a logged `addSubview` (e-com-net.com/article/5357521.htm) sends
    // `didMoveToSuperview()` and then the superview's `didAddSubview(_:)`. No log found orders
    // the tint against `didMoveToSuperview()`.
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    view.didMoveToSuperview()
    view.tintDidChange(from: oldTint, to: view.tintState)
    didAddSubview(view)
    subviewOrderDidChange()
    view.subtreeDidEnter(self)
  }

  /// Matches UIKit: a first responder that leaves the window resigns, whatever it would answer
  /// (a text field ends editing when a push takes its screen away).
  func resignFirstResponderLeavingWindow() {
    endEditing(true)
  }

  func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  func notifyDidMoveToWindow() {
    notifySubtreeDidMoveToWindow()
    traitsMayHaveChanged()
  }

  private func notifySubtreeDidMoveToWindow() {
    didMoveToWindow()
    for subview in storedSubviews { subview.notifySubtreeDidMoveToWindow() }
  }
}

extension UIView {
  /// Moves the layer of the subview at `index` to match its place among its siblings, as
  /// UIKit does: inserted above a sibling, it goes directly above the sibling's layer (above any
  /// plain sublayer that sits between the sibling's layer and the next view's); otherwise just
  /// below the next subview's layer, or on top (see `CALayer.placeSublayer(_:below:)`).
  private func placeLayer(ofSubviewAt index: Int, _ placement: Placement) {
    let placed = storedSubviews[index].layer
    if case .above(let sibling) = placement, sibling.storedSuperview === self {
      layer.placeSublayer(placed, above: sibling.layer)
      return
    }
    let next = index + 1 < storedSubviews.count ? storedSubviews[index + 1].layer : nil
    layer.placeSublayer(placed, below: next)
  }
}
