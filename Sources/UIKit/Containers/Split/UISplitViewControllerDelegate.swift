/// The object a split view controller asks how to collapse, expand and show, as UIKit's
/// `UISplitViewControllerDelegate`.
///
/// Matches UIKit; every requirement is optional, with the default implementations UIKit's
/// behaviour falls back to when the delegate does not implement a method:
/// - classic API: `collapseSecondary` returns `false` (the primary's
///   `collapseSecondaryViewController(_:for:)` then incorporates the secondary, which a
///   navigation controller does by pushing it), `separateSecondaryFrom` returns `nil` (the
///   primary's `separateSecondaryViewController(for:)` then gives it back);
/// - columns: the proposed top column and display mode are kept;
/// - `show`/`showDetail` return `false`, so the split does its own routing.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// Called as the split collapses; return `true` if you incorporated (or discarded) the
  /// secondary yourself.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// Called as the split expands: the secondary to show, or `nil` for the primary's default.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// Called by `show(_:sender:)`; return `true` if you showed `vc` yourself.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool
  /// Called by `showDetailViewController(_:sender:)`; return `true` if you showed `vc`.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  )
    -> Bool
  /// Called before the display mode changes.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// Column style: the column to show on top once collapsed; `proposedTopColumn` by default.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// Column style: the display mode to expand to; `proposedDisplayMode` by default.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// Called after the split collapsed.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// Called after the split expanded.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// Column style: `column` is about to show.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// Column style: `column` is about to hide.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  /// Lets the primary incorporate the secondary.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }

  /// Lets the primary give the secondary back.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }

  /// The split shows it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }

  /// The split shows it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }

  /// Nothing to do.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  /// The proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  /// The proposed mode.
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }

  /// Nothing to do.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

  /// Nothing to do.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

  /// Nothing to do.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}

  /// Nothing to do.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
}
