/// A collection view's cell: a content view for your subviews or a content configuration's
/// view, a background, and selection, as `UICollectionViewCell`.
///
/// Matches UIKit: set ``contentConfiguration`` and ``backgroundConfiguration`` (iOS 14+) and
/// the cell shows them, updated for its state (selected, highlighted) before each layout when
/// that state changes; or add subviews to ``contentView`` and, for selection, set
/// ``selectedBackgroundView``. A cell whose layout estimates its size is sized to its content:
/// a configuration's view, or constraints in ``contentView``.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, ContentConfigurationHost {
  /// Matches UIKit: the view to add your subviews to, filling the cell.
  public let contentView = UIView()
  /// The content configuration and the view it made, inside ``contentView``.
  var configuredContent = ConfiguredContent()
  /// The background configuration and the view showing it.
  var configuredBackground = ConfiguredBackground()

  /// Matches UIKit: a cell with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: a cell with the coder's frame and subviews.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
  }

  // MARK: Backgrounds and state

  /// Matches UIKit: a view behind the content; setting one resets ``backgroundConfiguration``
  /// to `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a view shown behind the content while the cell is selected or
  /// highlighted; `nil` (the default) shows nothing. Setting one resets
  /// ``backgroundConfiguration`` to `nil`.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
      }
      if selectedBackgroundView != nil, backgroundConfiguration != nil {
        backgroundConfiguration = nil
      }
      refreshLegacySelection()
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a background configuration resets the background views to `nil`.
  func removeBackgroundViews() {
    backgroundView = nil
    selectedBackgroundView = nil
  }

  /// Matches UIKit: whether the cell is selected; the collection view sets it.
  open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      stateDidChange()
    }
  }

  /// Matches UIKit: whether the cell is pressed; the collection view sets it.
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      stateDidChange()
    }
  }

  /// Editing and other list states a list cell adds to the configuration state.
  var extraState: (editing: Bool, expanded: Bool, swiped: Bool) = (false, false, false)

  /// Shows the cell's swipe actions as revealed or not (`isSwiped` in its state).
  func setSwiped(_ swiped: Bool) {
    guard extraState.swiped != swiped else { return }
    extraState.swiped = swiped
    setNeedsUpdateConfiguration()
  }

  /// Matches UIKit (iOS 14+): the cell's state, which configurations are updated for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = extraState.editing
    state.isExpanded = extraState.expanded
    state.isSwiped = extraState.swiped
    return state
  }

  /// Shows the cell as editing or not: its collection view is in edit mode and the delegate
  /// lets the item be edited (`collectionView(_:canEditItemAt:)`).
  func setEditingState(_ editing: Bool) {
    guard extraState.editing != editing else { return }
    extraState.editing = editing
    editingStateDidChange()
    setNeedsUpdateConfiguration()
  }

  /// A list cell shows the accessories of the new state.
  func editingStateDidChange() {}

  private func stateDidChange() {
    refreshLegacySelection()
    setNeedsUpdateConfiguration()
  }

  private func refreshLegacySelection() {
    UIView.performWithoutAnimation {
      selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0
    }
  }

  // MARK: Configurations

  /// Matches UIKit (iOS 14+): the content to show, by a configuration; its view fills the
  /// content view, updated in place by a later configuration of the same kind.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContent.configuration }
    set { setContentConfiguration(newValue) }
  }

  /// Matches UIKit (iOS 14+): the background to show, by a configuration, in place of the
  /// background views (setting one resets ``backgroundView`` and ``selectedBackgroundView``
  /// to `nil`); updated for the cell's state when
  /// ``automaticallyUpdatesBackgroundConfiguration`` is on.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configuredBackground.configuration }
    set { setBackgroundConfiguration(newValue) }
  }

  /// Matches UIKit (iOS 16+): a background configuration for where the cell shows, with
  /// system default values: none, for a cell outside a list (a list cell's is its list's).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

  /// Matches UIKit: whether the content configuration is updated for each new state (`true`).
  open var automaticallyUpdatesContentConfiguration = true
  /// Matches UIKit: whether the background configuration is updated for each new state
  /// (`true`).
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Matches UIKit (iOS 15+): called with the cell and its state whenever the configuration
  /// updates, after ``updateConfiguration(using:)``'s default work.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Matches UIKit (iOS 14+): asks for ``updateConfiguration(using:)`` before the next layout.
  open func setNeedsUpdateConfiguration() {
    setNeedsContentConfigurationUpdate()
  }

  /// Matches UIKit (iOS 14+): updates the cell for `state`; by default runs
  /// ``configurationUpdateHandler``. Override it to set configurations for the state, calling
  /// `super`. The configurations are then updated for the state, as UIKit does after it.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  // MARK: Layout

  /// Matches UIKit: updates a configuration whose state changed, then lays out the
  /// backgrounds and the content view over the bounds.
  open override func layoutSubviews() {
    runPendingConfigurationUpdate()
    super.layoutSubviews()
    layOutParts()
  }

  /// Places the backgrounds and the content view; a list cell makes room for its accessories.
  func layOutParts() {
    UIView.performWithoutAnimation {
      backgroundView?.frame = bounds
      selectedBackgroundView?.frame = bounds
      layOutBackgroundConfiguration()
      contentView.frame = contentFrame(in: bounds)
    }
  }

  /// Where the content view goes in the cell: all of it, for a plain cell.
  func contentFrame(in bounds: CGRect) -> CGRect { bounds }

  /// Matches UIKit: the cell is sized to its content view: a configuration's view, or content
  /// laid out with constraints.
  override func fittingSize(for size: CGSize, axes: (horizontal: Bool, vertical: Bool)) -> CGSize {
    UIView.performWithoutAnimation {
      frame.size = size
      setNeedsLayout()
      layoutIfNeeded()
    }
    let content = contentFrame(in: CGRect(origin: .zero, size: size))
    let extra = CGSize(width: size.width - content.width, height: size.height - content.height)
    let usesConstraints =
      !contentView.constraints.isEmpty
      || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    let fitted: CGSize
    if !usesConstraints, let list = configuredContent.listView {
      fitted = list.sizeThatFits(content.size)
    } else if usesConstraints {
      fitted = contentView.systemLayoutSizeFitting(
        CGSize(
          width: axes.horizontal ? UIView.layoutFittingCompressedSize.width : content.width,
          height: axes.vertical ? UIView.layoutFittingCompressedSize.height : content.height),
        withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
        verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
    } else {
      return size
    }
    return CGSize(width: fitted.width + extra.width, height: fitted.height + extra.height)
  }
}
