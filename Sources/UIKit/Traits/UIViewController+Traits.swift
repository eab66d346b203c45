extension UIViewController {
  /// The controller's traits: its environment's, then its parent's override for it, then its
  /// own style override.
  var resolvedTraitCollection: UITraitCollection {
    let environment =
      parentController?.traitCollection ?? loadedView?.storedSuperview?.traitCollection
      ?? presentingController?.traitCollection ?? UIScreen.main.traitCollection
    return traits(inheriting: environment)
  }

  /// `environment` with this controller's overrides applied.
  func traits(inheriting environment: UITraitCollection) -> UITraitCollection {
    var layers = [environment]
    if let override = parentController?.childTraitOverrides[ObjectIdentifier(self)] {
      layers.append(override)
    }
    if presentingController != nil,
      let override = storedPresentationController?.traitOverrideForPresented
    {
      layers.append(override)
    }
    if overrideUserInterfaceStyle != .unspecified {
      layers.append(UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
    }
    return layers.count == 1 ? environment : UITraitCollection(traitsFrom: layers)
  }

  /// Re-evaluates traits for this controller's subtree after one of its overrides changed.
  func traitsMayHaveChanged() {
    if let view = loadedView {
      view.propagateTraits(from: view.storedSuperview?.traitCollection ?? traitEnvironment)
    } else {
      noteTraits(traitCollection)
    }
  }

  private var traitEnvironment: UITraitCollection {
    parentController?.traitCollection ?? presentingController?.traitCollection
      ?? UIScreen.main.traitCollection
  }

  /// Calls `traitCollectionDidChange` if `traits` differ from those last seen. The first
  /// traits a controller gets are recorded without a call.
  ///
  /// Matches UIKit: a controller whose view is out of any window (moving between containers,
  /// say) is not told; it hears about the difference once its view is back in one.
  func noteTraits(_ traits: UITraitCollection) {
    if let view = loadedView, view.window == nil { return }
    defer { lastTraitCollection = traits }
    guard let previous = lastTraitCollection, !previous.isEqual(traits) else { return }
    traits.performAsCurrent { traitCollectionDidChange(previous) }
  }
}

extension UIView {
  /// Walks the subtree top-down with the traits each view inherits, telling controllers and
  /// views whose traits changed (controllers first, parents before children), and resolving
  /// dynamic colours again where light/dark changed.
  func propagateTraits(from environment: UITraitCollection) {
    var traits = environment
    if let controller = owningViewController {
      traits = controller.traits(inheriting: environment)
      controller.noteTraits(traits)
    }
    if overrideUserInterfaceStyle != .unspecified {
      traits = UITraitCollection(traitsFrom: [
        traits, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
      ])
    }
    noteTraits(traits)
    for subview in storedSubviews { subview.propagateTraits(from: traits) }
  }

  /// Re-evaluates traits for this view's subtree after something they depend on changed.
  func traitsMayHaveChanged() {
    propagateTraits(from: storedSuperview?.traitCollection ?? baseTraitCollection)
  }

  private func noteTraits(_ traits: UITraitCollection) {
    let previous = lastTraitCollection
    lastTraitCollection = traits
    // Text and hairlines are measured and drawn at the display scale; before the view had
    // traits of its own it was measured at the screen's (a view built before it joined a 3x
    // snapshot window). Measure, lay out and draw again, as UIKit does for a new scale.
    if traits.displayScale != (previous?.displayScale ?? UIScreen.main.scale) {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      setNeedsDisplay()
    }
    // Constraints made before the view had traits were written left to right.
    if traits.layoutDirection != (previous?.layoutDirection ?? .leftToRight) {
      layoutDirectionDidChange()
    }
    // Asked on the first traits too: a font made before the view joined a window was made at
    // the app's category, which need not be the window's (a snapshot's traits).
    if traits.preferredContentSizeCategory != previous?.preferredContentSizeCategory {
      preferredContentSizeCategoryDidChange()
    }
    guard let previous, !previous.isEqual(traits) else {
      if previous == nil { resolveBackgroundColor() }
      return
    }
    if traits.hasDifferentColorAppearance(comparedTo: previous) {
      resolveBackgroundColor()
      setNeedsDisplay()
    }
    traits.performAsCurrent { traitCollectionDidChange(previous) }
  }
}
