import Cassowary

/// Auto Layout: turns active constraints into frames with the Cassowary solver.
///
/// One solver serves every view: hierarchies that share no constraint form separate systems
/// inside it, which the incremental simplex never mixes, so views can move between windows
/// without migrating anything. Each view or guide that takes part gets four variables (its
/// frame in its container: the superview for views, the owner for guides). A constraint is
/// written in the coordinates of the nearest common ancestor of its items, adding the frames of
/// the views in between. Views that keep `translatesAutoresizingMaskIntoConstraints` are pinned
/// to their frames by required constraints whose constants follow the frame; the others get
/// their frames from the solution in their superview's `layoutSubviews`, with their intrinsic
/// size as hugging and compression-resistance constraints.
///
/// The engine's concerns live in `LayoutEngine+<Concern>.swift` beside this file: items, intrinsic
/// content size, constraints, expressions, the solver, the solution and "what if" questions.
/// The state below is internal rather than private only so that those files reach it; nothing
/// outside the engine reads it but `generation`.
@MainActor
final class LayoutEngine {
  static let shared = LayoutEngine()

  private init() {
    ProcessState.register { [unowned self] in self.reset() }
  }

  /// The four unknowns of a view or guide.
  ///
  /// Named by attribute only (their ids tell items apart): formatting each item's class and
  /// address into its variables' names cost more than solving one of its constraints, and
  /// reports name constraints by their descriptions, not by their variables.
  struct Variables {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width")
    let height = Variable("height")

    var all: [Variable] { [minX, minY, width, height] }
  }

  /// What the engine keeps for one view or guide.
  final class Item {
    let variables: Variables
    /// Frame pins (views that translate their autoresizing mask), or the system guides' ties
    /// to their owner.
    var pins: [Constraint] = [] {
      didSet { pinConstants = pins.map(\.expression.constant) }
    }
    /// The solver's current constant of each pin: `Constraint` values keep the constant they
    /// were made with, while `setConstant` changes only the solver's copy.
    var pinConstants: [Double] = []
    /// Hugging and compression resistance, for views laid out by constraints.
    var intrinsic: [Constraint] = []
    /// For a view whose intrinsic height follows its width (a multi-line label), the width
    /// `intrinsic` was measured at (see `LayoutEngine.settleWidthFollowers()`).
    var measuredWidth: CGFloat = 0
    /// The view whose frame the solution decides; `nil` for guides and for views that
    /// translate their autoresizing masks. Not retained: the view's `deinit` forgets the item.
    unowned(unsafe) var drivenView: UIView? {
      didSet { drivenViewID = drivenView.map(ObjectIdentifier.init) }
    }
    /// `drivenView`'s identity: a layout pass asks, for every subview, whether this record
    /// drives it, and comparing identities retains nothing.
    @exclusivity(unchecked) private(set) var drivenViewID: ObjectIdentifier?
    // What the engine keeps of the solution for this item. Read and written for every view a
    // resize moves, only by the engine and only in short accesses, so exclusivity checks are
    // off, as for `items`: they cost more than the reads they guarded.

    /// The solved frame as last read; current while `frameEpoch` equals the engine's.
    @exclusivity(unchecked) var solvedFrame = CGRect.zero
    @exclusivity(unchecked) var frameEpoch = 0
    /// `solvedFrame` aligned to the pixel grid of `alignedScale` (0 until asked).
    @exclusivity(unchecked) var alignedFrame = CGRect.zero
    @exclusivity(unchecked) var alignedScale: CGFloat = 0
    /// Whether the item waits in `movedItems`.
    @exclusivity(unchecked) var isQueuedAsMoved = false
    /// The superview that last placed the driven view, while the view stays under it; `nil`
    /// once it leaves. A marked superview places all its driven subviews, so marking moved
    /// views passes over the records it placed (see `LayoutEngine.markMovedViews()`).
    @exclusivity(unchecked) var placerID: ObjectIdentifier?
    /// The solver's handles of `variables` (minX, minY, width, height; -1 for one no constraint
    /// uses), good while the solver's `handleGeneration` equals `handleGeneration`.
    @exclusivity(unchecked) var handles: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    @exclusivity(unchecked) var handleGeneration = -1

    init(variables: Variables) {
      self.variables = variables
    }
  }

  /// What an active constraint keeps of its activation (`NSLayoutConstraint.installation`):
  /// kept on the constraint rather than in a dictionary, whose hashing and growth were a tenth
  /// of activating a constraint.
  struct Installation {
    /// The solver form, or `nil` when it was broken out of a conflict.
    var solverConstraint: Constraint?
    /// The solver constant without the constraint's `constant` (bounds origins, offsets).
    var baseConstant: Double
    /// Where the constraint is in `installedConstraints`.
    var index: Int
  }

  /// Every constraint goes in and out through `add`, `remove` and `setConstant`
  /// (LayoutEngine+Solver.swift), which report what the solver refuses; fitting and ambiguity
  /// questions borrow it through `withTemporary`. Exclusivity checks are off: a layout pass
  /// reads it once for every view it places, and it never calls out while it changes.
  @exclusivity(unchecked) var solver = Solver()
  /// Read for every view a layout pass places; exclusivity checks are off, as for
  /// `UIView.storedSubviews`: it changes only by single insertions and removals.
  @exclusivity(unchecked) var items: [ObjectIdentifier: Item] = [:]
  /// Every active constraint, in no particular order (removal swaps in the last one).
  var installedConstraints: [NSLayoutConstraint] = []
  /// Describes each solver constraint the engine makes itself (pins, intrinsic sizes, guides'
  /// ties), for conflict reports. The text is made only when a report is printed: formatting
  /// every constraint's description on activation cost more than solving it. The solver forms
  /// of `NSLayoutConstraint`s are described by their records instead (see `describe(_:)`).
  var descriptions: [Int: () -> String] = [:]
  /// Views that translate their autoresizing mask and still wait for their frame pins. Matches
  /// UIKit, which makes `NSAutoresizingMaskLayoutConstraint`s only when it next solves, so code
  /// may constrain a view first and clear `translatesAutoresizingMaskIntoConstraints` after.
  /// Not retained (see `LayoutItemReference`): the view's `deinit` forgets its entry. Held as
  /// `Unmanaged` rather than in a struct with an `unowned(unsafe)` optional: Swift 6.3 at
  /// `-Onone` iterates a dictionary of such structs forever.
  var unpinnedViews: [ObjectIdentifier: Unmanaged<UIView>] = [:]
  /// The items of views whose intrinsic height follows the width layout gives them (multi-line
  /// labels), measured again before layout when that width moved.
  var widthFollowers: [ObjectIdentifier: Item] = [:]
  /// Bumped whenever the solution may have changed; only `solutionDidChange` and `reset` set it.
  var generation = 0
  /// The `generation` that `markMovedViews` last compared frames at.
  var flushedGeneration = 0
  // The solution as kept between layout passes (`LayoutEngine+Solution.swift`). Exclusivity
  // checks are off, as for `items` and for the same reason (see `Item`).

  /// The items read since the solver's handles last changed, by the handles of their
  /// variables, to find those whose values an edit moved; for `itemsByHandleGeneration`.
  @exclusivity(unchecked) var itemsByHandle: [Item?] = []
  @exclusivity(unchecked) var itemsByHandleGeneration = -1
  /// Bumped when any value may have moved (constraints added or removed): every item's kept
  /// frame is out of date at once.
  @exclusivity(unchecked) var frameEpoch = 1
  /// Items whose values edits moved since `markMovedViews` last ran, unless `allItemsMayHaveMoved`.
  @exclusivity(unchecked) var movedItems: [Item] = []
  @exclusivity(unchecked) var allItemsMayHaveMoved = true
}
