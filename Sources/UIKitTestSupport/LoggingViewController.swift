import UIKit

/// A view controller that writes every containment, appearance and layout callback it
/// receives to a ``LifecycleLog``, prefixed with its name.
///
/// Appearance entries carry the transition's reason when one applies, so `isMovingToParent`
/// and its siblings are checked in the same ordered log:
/// `"child willAppear [movingToParent]"`.
@MainActor
open class LoggingViewController: UIViewController {
  public let name: String
  public let log: LifecycleLog
  /// Whether `viewWillLayoutSubviews`/`viewDidLayoutSubviews` are logged too.
  public var logsLayout = false
  /// Whether size transitions, trait changes and safe-area changes are logged too.
  public var logsEnvironment = false
  /// Registers alongside blocks and completions with size-transition coordinators.
  public var usesCoordinator = false
  /// When set, `viewWillTransition(to:with:)` does not call `super`: forwarding stops here.
  public var skipsSuperForSizeTransitions = false
  /// What ``size(forChildContentContainer:withParentContainerSize:)`` returns; `nil` keeps
  /// UIKit's default (the parent's size).
  public var childSize: ((CGSize) -> CGSize)?

  public init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("LoggingViewController is made in code")
  }

  open override var description: String { name }

  private func record(_ event: String) {
    log.record("\(name) \(event)")
  }

  private func recordAppearance(_ event: String) {
    var reasons: [String] = []
    if isMovingToParent { reasons.append("movingToParent") }
    if isMovingFromParent { reasons.append("movingFromParent") }
    if isBeingPresented { reasons.append("beingPresented") }
    if isBeingDismissed { reasons.append("beingDismissed") }
    record(reasons.isEmpty ? event : "\(event) [\(reasons.joined(separator: ", "))]")
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  open override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record("willMove(to: \(parent.map { "\($0)" } ?? "nil"))")
  }

  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record("didMove(to: \(parent.map { "\($0)" } ?? "nil"))")
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    recordAppearance("willAppear")
  }

  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    recordAppearance("isAppearing")
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    recordAppearance("didAppear")
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    recordAppearance("willDisappear")
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    recordAppearance("didDisappear")
  }

  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if logsEnvironment {
      record("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
    }
    if usesCoordinator {
      coordinator.animate(
        alongsideTransition: { [name, log] _ in log.record("\(name) alongside") },
        completion: { [name, log] _ in log.record("\(name) completion") })
    }
    if !skipsSuperForSizeTransitions {
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  open override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if logsEnvironment {
      record(
        "willTransition(to: H\(newCollection.horizontalSizeClass) "
          + "V\(newCollection.verticalSizeClass))")
    }
    super.willTransition(to: newCollection, with: coordinator)
  }

  open override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    childSize?(parentSize)
      ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if logsEnvironment {
      record(
        "traitCollectionDidChange(\(traitCollection.userInterfaceStyle), H\(traitCollection.horizontalSizeClass))"
      )
    }
  }

  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    if logsEnvironment {
      let insets = view.safeAreaInsets
      record(
        "viewSafeAreaInsetsDidChange(\(Int(insets.top)), \(Int(insets.left)), "
          + "\(Int(insets.bottom)), \(Int(insets.right)))")
    }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if logsLayout { record("viewWillLayoutSubviews") }
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if logsLayout { record("viewDidLayoutSubviews") }
  }
}
