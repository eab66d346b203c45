/// A detent resolved for one container: its identifier and the card's height there.
struct ResolvedDetent {
  let identifier: UISheetPresentationController.Detent.Identifier
  /// The card's height, the bottom safe area included.
  let height: CGFloat
}

extension UISheetPresentationController {
  /// How far below the safe area's top a full-height sheet starts, as on iOS.
  static let topGap: CGFloat = 10
  /// The widest a page sheet gets in regular width, and a form sheet's size.
  static let pageSheetMaximumWidth: CGFloat = 704
  static let formSheetSize = CGSize(width: 540, height: 620)
  /// How long settling at a detent takes.
  static let settleDuration: TimeInterval = 0.35

  /// Whether the card spans the container's width (compact width, the iPhone look).
  var isEdgeToEdge: Bool { traitCollection.horizontalSizeClass != .regular }

  /// Whether the card is a centred form sheet with four rounded corners.
  var isFormCard: Bool { currentStyle == .formSheet && !isEdgeToEdge }

  /// The detents that apply in `container`, smallest first; `.large()` when none does.
  func resolvedDetents(in container: UIView) -> [ResolvedDetent] {
    let insets = container.safeAreaInsets
    let maximum = max(0, container.bounds.height - insets.top - Self.topGap - insets.bottom)
    let context = SheetDetentContext(traits: container.traitCollection, maximum: maximum)
    let resolved = detents.compactMap { detent in
      detent.resolvedValue(in: context).map {
        ResolvedDetent(identifier: detent.identifier, height: $0 + insets.bottom)
      }
    }
    guard !resolved.isEmpty else {
      return [ResolvedDetent(identifier: .large, height: maximum + insets.bottom)]
    }
    return resolved.sorted { $0.height < $1.height }
  }

  /// The selected detent, or the smallest when none is selected (or the selected one is not
  /// among the detents).
  func selectedDetent(in container: UIView) -> ResolvedDetent? {
    let all = resolvedDetents(in: container)
    return all.first { $0.identifier == selectedDetentIdentifier } ?? all.first
  }

  /// The card's frame in a container of `bounds` with the card `height` tall (the full height
  /// when `nil`).
  func cardFrame(in bounds: CGRect, at height: CGFloat?) -> CGRect {
    let insets = containerView?.safeAreaInsets ?? .zero
    let fullHeight = max(0, bounds.height - insets.top - Self.topGap)
    if isFormCard {
      let size = CGSize(
        width: min(Self.formSheetSize.width, bounds.width - 40),
        height: min(Self.formSheetSize.height, fullHeight - Self.topGap))
      return CGRect(
        x: ((bounds.width - size.width) / 2).rounded(),
        y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
    let cardHeight = min(height ?? fullHeight, fullHeight)
    let width =
      isEdgeToEdge ? bounds.width : min(Self.pageSheetMaximumWidth, bounds.width - 40)
    return CGRect(
      x: bounds.minX + ((bounds.width - width) / 2).rounded(), y: bounds.maxY - cardHeight,
      width: width, height: cardHeight)
  }

  /// Whether the presenter is dimmed at the selected detent.
  var isDimmed: Bool {
    guard let undimmed = largestUndimmedDetentIdentifier, let containerView else { return true }
    let all = resolvedDetents(in: containerView)
    guard let limit = all.first(where: { $0.identifier == undimmed }),
      let selected = selectedDetent(in: containerView)
    else { return true }
    return selected.height > limit.height
  }

  /// Puts the card at the selected detent, and the dimming and scaled-back presenter to
  /// match; animated like a settling sheet when asked.
  func layOutCard(animated: Bool) {
    guard phase == .presented || adaptingPopover?.phase == .presented, drag == nil,
      let containerView, card.superview === containerView
    else { return }
    let frame = frameOfPresentedViewInContainerView
    let dimmed = isDimmed
    card.isBottomAttached = !isFormCard
    dimmingView.frame = DimmingView.frame(covering: containerView.bounds)
    dimmingView.isUserInteractionEnabled = dimmed
    let changes = { [self] in
      card.frame = frame
      applyDecoration(dimmed: dimmed)
    }
    if animated {
      UIView.animate(
        withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut],
        animations: changes)
    } else {
      UIView.performWithoutAnimation(changes)
    }
  }

  // MARK: Decoration

  /// Adds the dimming view (transparent until the transition fades it in) and, under a
  /// presenter that fills the window, the black backdrop it is scaled back over.
  func installDecoration() {
    guard let containerView else { return }
    UIView.performWithoutAnimation {
      dimmingView.frame = DimmingView.frame(covering: containerView.bounds)
      dimmingView.alpha = 0
    }
    dimmingView.isUserInteractionEnabled = isDimmed
    containerView.insertSubview(dimmingView, at: 0)
    card.isBottomAttached = !isFormCard
    guard let target = scaleBackTarget, let window = containerView.window else { return }
    scaledBackView = (target, target.layer.cornerRadius, target.clipsToBounds)
    target.clipsToBounds = true
    UIView.performWithoutAnimation { backdropView.frame = window.bounds }
    window.insertSubview(backdropView, at: 0)
  }

  /// The dimming's opacity and the presenter's scale for a sheet that is (or is not) dimming.
  func applyDecoration(dimmed: Bool) {
    dimmingView.alpha = dimmed ? 1 : 0
    let scaled = dimmed && isEdgeToEdge && !isFormCard && scaledBackView != nil
    if scaled != scalesBackPresenter {
      scalesBackPresenter = scaled
      containerView?.window?.updateSystemChrome(animated: true)
    }
    guard let (target, radius, _) = scaledBackView else { return }
    target.transform = scaled ? scaleBackTransform(for: target) : .identity
    target.layer.cornerRadius = scaled ? SheetCardView.defaultCornerRadius : radius
  }

  /// Takes the dimming and backdrop away and gives the presenter back its look.
  func removeDecoration() {
    dimmingView.removeFromSuperview()
    backdropView.removeFromSuperview()
    if let (target, radius, clips) = scaledBackView {
      UIView.performWithoutAnimation {
        target.transform = .identity
        target.layer.cornerRadius = radius
      }
      target.clipsToBounds = clips
    }
    scaledBackView = nil
    if scalesBackPresenter {
      scalesBackPresenter = false
      presentingViewController?.viewIfLoaded?.window?.updateSystemChrome(animated: true)
    }
  }

  /// What scales back behind the sheet: a sheet it was presented from, or a presenter whose
  /// view fills the window.
  private var scaleBackTarget: UIView? {
    guard let presenter = presentingViewController, let window = containerView?.window else {
      return nil
    }
    if presenter.presentingController != nil,
      let sheet = presenter.storedPresentationController as? UISheetPresentationController,
      sheet.card.window === window
    {
      return sheet.card
    }
    guard let view = presenter.viewIfLoaded, view.window === window,
      view.convert(view.bounds, to: nil) == window.bounds
    else { return nil }
    return view
  }

  /// The iPhone look: the view shrinks 16 points in from each side and moves up to the safe
  /// area's top, so its top edge shows above the sheet.
  private func scaleBackTransform(for view: UIView) -> CGAffineTransform {
    // The untransformed frame: `frame` is the transformed one while scaled back.
    let size = view.bounds.size
    let top = view.center.y - size.height / 2
    guard size.width > 32, let window = view.window else { return .identity }
    let scale = (size.width - 32) / size.width
    let desiredTop = max(window.safeAreaInsets.top, top - Self.topGap)
    let shift = desiredTop - top - (1 - scale) * size.height / 2
    return CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
  }
}
