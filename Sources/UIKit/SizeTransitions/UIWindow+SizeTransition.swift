extension UIWindow {
  /// Matches iOS's rotation: long enough to watch, short enough not to wait for.
  static let rotationDuration: TimeInterval = 0.35

  /// Changes the window's size at once, as a size transition of duration 0.
  ///
  /// The root controller and any presented controller get `willTransition(to:with:)` if the
  /// traits change and `viewWillTransition(to:with:)`, synchronously, before any frame changes;
  /// the coordinator's alongside blocks then run inside this call, with the new size applied,
  /// and its completions at the end of the next frame. A zero or negative size (a minimised
  /// window) is ignored.
  public func resize(to size: CGSize) {
    performSizeTransition(to: size, duration: 0, rotation: nil)
  }

  /// Rotates the interface to `orientation`, swapping width and height when it turns between
  /// portrait and landscape, with an animated size transition.
  ///
  /// Matches UIKit: refused, with no callbacks at all, when the root controller's
  /// `supportedInterfaceOrientations` (intersected with the application's) lacks the target or
  /// its `shouldAutorotate` is false. The content rotates into place while the layout moves to
  /// the new size, and the coordinator's `targetTransform` is the quarter turn. Returns whether
  /// the rotation happened.
  @discardableResult
  public func rotate(to orientation: UIInterfaceOrientation) -> Bool {
    guard orientation != .unknown, orientation != interfaceOrientation else { return false }
    guard let root = rootViewController else { return false }
    let legacy: any LegacyRotationReceiver = root
    let allowed = root.supportedInterfaceOrientations.intersection(
      UIApplication.shared.supportedInterfaceOrientations(for: self))
    guard allowed.contains(orientation.mask), legacy.shouldAutorotate else { return false }
    let swaps = orientation.isPortrait != interfaceOrientation.isPortrait
    let size = swaps ? CGSize(width: bounds.height, height: bounds.width) : bounds.size
    performSizeTransition(
      to: size, duration: Self.rotationDuration, rotation: (interfaceOrientation, orientation))
    return true
  }

  private func performSizeTransition(
    to size: CGSize, duration: TimeInterval,
    rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  ) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return
    }
    guard size != bounds.size || rotation != nil else { return }
    let turns = rotation.map { ($0.to.quarterTurns - $0.from.quarterTurns + 4) % 4 } ?? 0
    let angle = CGFloat(turns == 3 ? -1 : turns) * .pi / 2
    let coordinator = SizeTransitionCoordinator(
      duration: duration, targetTransform: CGAffineTransform(rotationAngle: -angle),
      containerView: self)
    let newTraits = traitCollection(forSize: size)
    // Presentations in a context are sized by the container they cover, not the window.
    let controllers = screenControllers.filter { controller in
      controller.presentingController == nil
        || controller.storedPresentationController?.containerView?.superview === self
    }
    if !newTraits.isEqual(traitCollection) {
      for controller in controllers {
        if controller.presentingController != nil,
          let presentation = controller.storedPresentationController
        {
          presentation.willTransition(to: newTraits, with: coordinator)
        } else {
          controller.willTransition(
            to: controller.traits(inheriting: newTraits), with: coordinator)
        }
      }
    }
    let legacy: (any LegacyRotationReceiver)? = rootViewController
    if let rotation { legacy?.willRotate(to: rotation.to, duration: duration) }
    for controller in controllers {
      if controller.presentingController != nil,
        let presentation = controller.storedPresentationController
      {
        presentation.viewWillTransition(to: size, with: coordinator)
      } else {
        controller.viewWillTransition(to: size, with: coordinator)
      }
    }
    if let rotation {
      interfaceOrientation = rotation.to
      UIDevice.current.orientation = rotation.to.deviceOrientation
    }
    coordinator.run(
      changes: {
        self.applySize(size, turningBy: angle, duration: duration)
        // A phone turned to landscape hides its status bar, and shows it again upright.
        if rotation != nil { self.updateSystemChrome(animated: false) }
        if let rotation { legacy?.willAnimateRotation(to: rotation.to, duration: duration) }
      },
      afterAnimation: {
        if let rotation { legacy?.didRotate(from: rotation.from) }
      })
  }

  /// The new geometry, inside the transition's animation: the window takes the new size at
  /// once; each screen-filling view is re-centred at once, then grows to the new size while a
  /// quarter turn unwinds, so the old layout visibly rotates into the new one.
  private func applySize(_ size: CGSize, turningBy angle: CGFloat, duration: TimeInterval) {
    let oldSize = bounds.size
    let fillers = storedSubviews.filter { $0.frame.size == oldSize }
    UIView.performWithoutAnimation {
      autoresizesSubviews = false
      frame = CGRect(origin: frame.origin, size: size)
      autoresizesSubviews = true
      for view in storedSubviews where !fillers.contains(where: { $0 === view }) {
        view.autoresize(superviewSizeChangedFrom: oldSize, to: size)
      }
      for view in fillers { view.center = CGPoint(x: size.width / 2, y: size.height / 2) }
    }
    for view in fillers {
      view.bounds = CGRect(origin: view.bounds.origin, size: size)
      if angle != 0 && duration > 0 {
        ViewAnimationBlocks.shared.addPresentationAnimation(
          .transform, on: view.layer, from: [0, 0, 0, 0, Double(angle), 0, 0, 0], to: .zero,
          timing: AnimationTiming(
            beginTime: UIApplication.shared.mediaTime, duration: duration, curve: .easeInOut),
          transaction: nil)
      }
    }
    traitsMayHaveChanged()
    layoutChromeViews()
  }

  /// The controllers that fill the screen or part of it: the root, then every presented
  /// controller, each after the controller it covers (presentations in a context, from a
  /// descendant, come before those over the whole window).
  var screenControllers: [UIViewController] {
    var controllers: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      controllers.append(controller)
      for presented in Self.presentations(under: controller) { visit(presented) }
    }
    if let rootViewController { visit(rootViewController) }
    return controllers
  }

  /// The controllers presented by `controller` and its descendants, deepest first.
  private static func presentations(under controller: UIViewController) -> [UIViewController] {
    var found: [UIViewController] = []
    for child in controller.childControllers { found += presentations(under: child) }
    if let presented = controller.presentedController { found.append(presented) }
    return found
  }
}

extension UIApplication {
  /// Matches UIKit: the app delegate may restrict orientations; by default all are allowed.
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .all
  }
}
