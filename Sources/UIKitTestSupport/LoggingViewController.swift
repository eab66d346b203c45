import UIKit

/// A view controller that writes every containment, appearance and layout callback it
/// receives to a ``LifecycleLog``, prefixed with its name.
///
/// Appearance entries carry the transition's reason when one applies, so `isMovingToParent`
/// and its siblings are checked in the same ordered log:
/// `"child willAppear [movingToParent]"`.
@preconcurrency @MainActor
open class LoggingViewController: UIViewController {
  /// The prefix of every entry this controller writes; also its `description`.
  public let name: String
  /// Where the entries go.
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

  /// Makes a controller that logs to `log` under `name`.
  public init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: logging controllers are made in code. Traps.
  public required init?(coder: NSCoder) {
    fatalError("LoggingViewController is made in code")
  }

  /// The controller's name, so entries that mention other controllers (`willMove(to: parent)`) read
  /// well.
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

  /// Logs `viewDidLoad`.
  open override func viewDidLoad() {
    super.viewDidLoad()
    record("viewDidLoad")
  }

  /// Logs `willMove(to: <parent or nil>)`, after calling `super`.
  open override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    record("willMove(to: \(parent.map { "\($0)" } ?? "nil"))")
  }

  /// Logs `didMove(to: <parent or nil>)`, after calling `super`.
  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record("didMove(to: \(parent.map { "\($0)" } ?? "nil"))")
  }

  /// Logs `willAppear`, with the transition's reasons in brackets.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    recordAppearance("willAppear")
  }

  /// Logs `isAppearing`, with the transition's reasons in brackets.
  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    recordAppearance("isAppearing")
  }

  /// Logs `didAppear`, with the transition's reasons in brackets.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    recordAppearance("didAppear")
  }

  /// Logs `willDisappear`, with the transition's reasons in brackets.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    recordAppearance("willDisappear")
  }

  /// Logs `didDisappear`, with the transition's reasons in brackets.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    recordAppearance("didDisappear")
  }

  /// Logs the new size when ``logsEnvironment`` is set, registers coordinator blocks when
  /// ``usesCoordinator`` is set, and forwards to children unless ``skipsSuperForSizeTransitions``
  /// is set.
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

  /// Logs the new size classes when ``logsEnvironment`` is set, then forwards to children.
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

  /// Returns ``childSize`` applied to `parentSize`, or UIKit's default (the parent's size).
  open override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    childSize?(parentSize)
      ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
  }

  /// Logs the style and horizontal size class when ``logsEnvironment`` is set.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if logsEnvironment {
      record(
        "traitCollectionDidChange(\(traitCollection.userInterfaceStyle), H\(traitCollection.horizontalSizeClass))"
      )
    }
  }

  /// Logs the root view's safe-area insets when ``logsEnvironment`` is set.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    if logsEnvironment {
      let insets = view.safeAreaInsets
      record(
        "viewSafeAreaInsetsDidChange(\(Int(insets.top)), \(Int(insets.left)), "
          + "\(Int(insets.bottom)), \(Int(insets.right)))")
    }
  }

  /// Logs `viewWillLayoutSubviews` when ``logsLayout`` is set.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if logsLayout { record("viewWillLayoutSubviews") }
  }

  /// Logs `viewDidLayoutSubviews` when ``logsLayout`` is set.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if logsLayout { record("viewDidLayoutSubviews") }
  }
}
