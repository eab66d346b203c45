extension UISplitViewController {
  /// Which API a split view controller uses, as UIKit's `UISplitViewController.Style`.
  public enum Style: Int, Sendable {
    /// The classic API (iOS 8): `viewControllers` is `[primary, secondary]`.
    case unspecified = 0
    /// Columns (iOS 14): a primary and a secondary column.
    case doubleColumn = 1
    /// Columns (iOS 14): a primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column of a column-style split view controller, as UIKit's `UISplitViewController.Column`.
  public enum Column: Int, Sendable {
    /// The leading column: a sidebar or list.
    case primary = 0
    /// The middle column of a triple-column split.
    case supplementary = 1
    /// The trailing column: the detail.
    case secondary = 2
    /// What shows instead of the columns while the split is collapsed (compact width).
    case compact = 3
  }

  /// How the columns share the screen, as UIKit's `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable {
    /// The split picks for its size: `oneBesideSecondary` (two beside it in a wide triple split)
    /// when the window is wide enough, `secondaryOnly` otherwise.
    case automatic = 0
    /// Only the secondary column shows.
    case secondaryOnly = 1
    /// One column (the primary, or a triple split's supplementary) beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary, which keeps the whole width.
    case oneOverSecondary = 3
    /// The primary and supplementary beside the secondary.
    case twoBesideSecondary = 4
    /// The primary and supplementary over the secondary.
    case twoOverSecondary = 5
    /// The primary and supplementary push the secondary aside, off the trailing edge.
    case twoDisplaceSecondary = 6

    /// Matches UIKit's classic name for ``secondaryOnly``.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// Matches UIKit's classic name for ``oneBesideSecondary``.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// Matches UIKit's classic name for ``oneOverSecondary``.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How hidden columns come back, as UIKit's `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: Int, Sendable {
    /// The split picks: tile where the columns fit, overlay otherwise.
    case automatic = 0
    /// Columns sit side by side.
    case tile = 1
    /// Columns slide over the secondary.
    case overlay = 2
    /// Columns push the secondary aside.
    case displace = 3
  }

  /// The edge the primary column sits on, as UIKit's `UISplitViewController.PrimaryEdge`.
  public enum PrimaryEdge: Int, Sendable {
    /// The leading (left) edge.
    case leading = 0
    /// The trailing (right) edge; stored for source compatibility, drawn on the left here.
    case trailing = 1
  }
}
