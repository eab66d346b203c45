extension UIViewControllerContextTransitioning {
  /// The two views a sliding transition moves and the controller it brings in, or `nil` after
  /// completing the transition at once when the context has no such views (nothing to animate).
  /// The stock sliding animators (navigation, page scroll) start from this.
  func slidingViews() -> (from: UIView, to: UIView, toController: UIViewController)? {
    guard let from = view(forKey: .from), let to = view(forKey: .to),
      let toController = viewController(forKey: .to)
    else {
      completeTransition(true)
      return nil
    }
    return (from, to, toController)
  }
}
