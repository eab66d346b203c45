/// One row of a table view: a content view with the style's labels and image, an accessory at
/// the trailing edge, a background that shows selection, and a separator below.
///
/// Matches UIKit: the four classic styles lay out ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` inside ``contentView`` (made when first asked for, as UIKit's are); your own
/// subviews go in ``contentView`` too, laid out by frames or Auto Layout, and a table whose
/// ``UITableView/rowHeight`` is ``UITableView/automaticDimension`` takes the row's height from
/// them. A table reuses cells: ``prepareForReuse()`` runs before a cell it dequeues is handed
/// out again. The label, image and accessory layout is in `UITableViewCell+Styles.swift`.
///
/// On iOS 14+ a cell's content is more often a configuration: ``defaultContentConfiguration()``
/// gives a ``UIListContentConfiguration`` for the cell's style, and setting
/// ``contentConfiguration`` shows it in place of the labels and image.
///
/// ```swift
/// let cell = UITableViewCell(style: .value1, reuseIdentifier: "Setting")
/// cell.textLabel?.text = "Wi-Fi"
/// cell.detailTextLabel?.text = "Home"
/// cell.accessoryType = .disclosureIndicator
///
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView, ContentConfigurationHost {
  /// The classic layouts of a cell's labels and image, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// Matches UIKit: an optional image, then one left-aligned label; no detail label.
    case `default` = 0
    /// Matches UIKit: a left-aligned label and, at the trailing edge, a detail label in the
    /// secondary colour (Settings' "Wi-Fi … Home").
    case value1 = 1
    /// Matches UIKit: a small label in the tint colour in a column of its own, then the detail
    /// label (Contacts' "mobile  555-0100").
    case value2 = 2
    /// Matches UIKit: a label with a smaller, secondary detail label under it.
    case subtitle = 3
  }

  /// How a cell shows that it is selected, as `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// Matches UIKit: no selection look (the row is still selected).
    case none = 0
    /// Matches UIKit (iOS 7+): the same grey as `.default`.
    case blue = 1
    /// Matches UIKit: the grey selection look.
    case gray = 2
    /// Matches UIKit: the grey selection look (`systemGray4`).
    case `default` = 3
  }

  /// The standard accessory at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// Matches UIKit: none.
    case none = 0
    /// Matches UIKit: iOS's chevron, for a row that leads further.
    case disclosureIndicator = 1
    /// Matches UIKit: the ⓘ button and the chevron.
    case detailDisclosureButton = 2
    /// Matches UIKit: a checkmark in the tint colour.
    case checkmark = 3
    /// Matches UIKit: the ⓘ button, which tells the delegate when clicked.
    case detailButton = 4
  }

  /// The separator between a table's rows, as `UITableViewCell.SeparatorStyle` (the type of
  /// ``UITableView/separatorStyle``).
  public enum SeparatorStyle: Int, Sendable {
    /// Matches UIKit: no separators.
    case none = 0
    /// Matches UIKit: a hairline under each row.
    case singleLine = 1
    /// Matches UIKit (deprecated): drawn as `.singleLine`.
    case singleLineEtched = 2
  }

  /// The control a row shows in edit mode, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable {
    /// Matches UIKit: none.
    case none = 0
    /// Matches UIKit: a red circle with a minus, which asks to confirm a deletion.
    case delete = 1
    /// Matches UIKit: a green circle with a plus, which inserts a row.
    case insert = 2
  }

  /// Matches UIKit: the identifier the cell was made or registered with, under which a table
  /// reuses it.
  public let reuseIdentifier: String?
  /// The style the cell was made with.
  let cellStyle: CellStyle

  /// Matches UIKit: the view that holds the cell's content; add your subviews here. It ends
  /// where the accessory begins.
  public let contentView = UIView()

  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?

  /// The background every cell has until a background view or colour is set: the style's
  /// colour (see `UITableViewCell+Styles.swift`).
  let automaticBackgroundView = UIView()
  /// Shown instead of the accessory type's view when ``accessoryView`` is `nil`.
  var standardAccessoryView: UIView?
  /// The hairline under the row.
  let separatorView = UIView()
  /// The corners rounded for an `.insetGrouped` section.
  var roundedCorners: UIRectCorner = []
  /// Where the table placed the cell; see `ListPlacement`.
  var placement = ListPlacement() {
    didSet {
      guard placement != oldValue else { return }
      placementDidChange()
    }
  }

  /// Matches UIKit: a cell of `style`, reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUp()
  }

  /// Matches UIKit: a `.default` cell with no reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table view makes a cell registered with a class: calls the cell's
  /// `init(style:reuseIdentifier:)` with `.default`, through whatever override the class has.
  ///
  /// UIKit makes registered cells through the Objective-C runtime; Swift can only construct a
  /// class held in a variable through a `required` initializer. This one is a convenience
  /// initializer, so a subclass inherits it whenever it overrides `init(style:reuseIdentifier:)`
  /// and `init?(coder:)` (or no initializer at all), as registered cells do; a subclass with
  /// a designated initializer of its own must override `init(style:reuseIdentifier:)` too.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Matches UIKit's decoding initializer: a cell with the coder's style (`.default` when it
  /// has none), reuse identifier, frame and subviews, as a storyboard's prototype or static
  /// cell.
  public required init?(coder: NSCoder) {
    let decoder = coder as? NibDecoder
    cellStyle = decoder?.tableCellStyle ?? .default
    reuseIdentifier = decoder?.element["reuseIdentifier"]
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    automaticBackgroundView.isUserInteractionEnabled = false
    addSubview(automaticBackgroundView)
    if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 1) }
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
    separatorView.isUserInteractionEnabled = false
    addSubview(separatorView)
    refreshSelectionLook(animated: false)
    placementDidChange()
    // Matches UIKit: the configuration is updated before the cell first shows.
    setNeedsUpdateConfiguration()
  }

  // MARK: Labels and image

  /// Matches UIKit: the main label, made (and added to ``contentView``) when first asked for;
  /// `nil` while a ``contentConfiguration`` is set, which it is mutually exclusive with.
  open var textLabel: UILabel? {
    guard configuredContent.configuration == nil else { return nil }
    if let storedTextLabel { return storedTextLabel }
    let label = makeLabel(primary: true)
    storedTextLabel = label
    return label
  }

  /// Matches UIKit: the detail label of the `.value1`, `.value2` and `.subtitle` styles, made
  /// when first asked for; `nil` in the `.default` style and while a ``contentConfiguration``
  /// is set.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default, configuredContent.configuration == nil else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = makeLabel(primary: false)
    storedDetailTextLabel = label
    return label
  }

  /// Matches UIKit: the image at the leading edge (not in `.value2`), made when first asked
  /// for; it takes space only while it has an image. `nil` while a ``contentConfiguration`` is
  /// set.
  open var imageView: UIImageView? {
    guard cellStyle != .value2, configuredContent.configuration == nil else { return nil }
    if let storedImageView { return storedImageView }
    let view = UIImageView(image: nil)
    view.contentMode = .center
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  /// The fonts the style gave ``textLabel`` and ``detailTextLabel``: while a label keeps its
  /// style's font, that font follows the cell's text size (see `UITableViewCell+Styles.swift`).
  var textLabelStyleFont: UIFont?
  var detailLabelStyleFont: UIFont?

  /// Matches UIKit: the style's fonts follow the text size; see `followTextSize()`.
  override func preferredContentSizeCategoryDidChange() {
    super.preferredContentSizeCategoryDidChange()
    followTextSize()
  }

  /// The labels and image made so far, for layout and fitting without making any.
  var builtInViews: (text: UILabel?, detail: UILabel?, image: UIImageView?) {
    (storedTextLabel, storedDetailTextLabel, storedImageView)
  }

  /// Removes the labels and image made so far: a content configuration replaces them.
  private func removeBuiltInViews() {
    for view in [storedTextLabel, storedDetailTextLabel, storedImageView] as [UIView?] {
      view?.removeFromSuperview()
    }
    (storedTextLabel, storedDetailTextLabel, storedImageView) = (nil, nil, nil)
  }

  // MARK: Configurations

  /// The content configuration and the view it made, inside ``contentView``.
  var configuredContent = ConfiguredContent()

  /// Matches UIKit (iOS 14+): the content to show, by a configuration, in place of the
  /// labels and image (setting one resets them to `nil`); its view fills ``contentView`` and
  /// gives a self-sizing row its height.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContent.configuration }
    set {
      if newValue != nil { removeBuiltInViews() }
      setContentConfiguration(newValue)
    }
  }

  /// Matches UIKit (iOS 14+): a list content configuration for the cell's style, with no
  /// content: `.cell()` for `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for
  /// the value styles.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// Matches UIKit: whether the content configuration is updated for each new state (`true`).
  open var automaticallyUpdatesContentConfiguration = true

  /// The background configuration and the view showing it.
  var configuredBackground = ConfiguredBackground()

  /// Matches UIKit (iOS 14+): the background to show, by a configuration, in place of the
  /// style's background and the background views: setting one resets ``backgroundView``,
  /// ``selectedBackgroundView`` and ``multipleSelectionBackgroundView`` to `nil`, and the
  /// configuration, updated for the cell's state, shows selection and highlight.
  ///
  /// Matches UIKit ("`UITableViewCell` automatically sets up a default background configuration
  /// to provide its default appearance"): until you set this, a background view or a selected
  /// background view, it reads as ``defaultBackgroundConfiguration()`` for the table the cell
  /// is in, and the cell keeps the look that configuration describes. Setting `nil` leaves the
  /// classic background views alone.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get {
      configuredBackground.configuration
        ?? (reportsDefaultBackgroundConfiguration ? defaultBackgroundConfiguration() : nil)
    }
    set {
      reportsDefaultBackgroundConfiguration = false
      setBackgroundConfiguration(newValue)
      refreshAutomaticBackground()
    }
  }

  /// Whether nothing has replaced the default background yet: no background configuration
  /// (not even `nil`) and no background view was set.
  private var reportsDefaultBackgroundConfiguration = true

  /// Matches UIKit: whether the background configuration is updated for each new state
  /// (`true`): a list background turns `systemGray4` while the row is selected or highlighted.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Matches UIKit (iOS 16+): a background configuration with the system's values for the
  /// table the cell is in: `.listPlainCell()` in a plain table, `.listGroupedCell()` in a
  /// grouped or inset grouped one.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    placement.rowBackgroundConfiguration
  }

  /// Matches UIKit: a background configuration resets the background views to `nil`.
  func removeBackgroundViews() {
    backgroundView = nil
    selectedBackgroundView = nil
    multipleSelectionBackgroundView = nil
  }

  /// Matches UIKit (iOS 14+): the cell's state (selected, highlighted, editing, swiped), which
  /// configurations are updated for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = storedIsSelected
    state.isHighlighted = storedIsHighlighted
    state.isEditing = storedIsEditing
    state.isSwiped = storedIsSwiped
    return state
  }

  private var storedIsSwiped = false

  /// The state the background configuration is updated for automatically: with
  /// ``selectionStyle`` `.none`, neither selected nor highlighted, as the cell shows no
  /// selection then.
  var backgroundConfigurationState: UICellConfigurationState {
    var state = configurationState
    if selectionStyle == .none { (state.isSelected, state.isHighlighted) = (false, false) }
    return state
  }

  /// Shows the row's swipe actions as revealed or not (`isSwiped` in the cell's state).
  func setSwiped(_ swiped: Bool) {
    guard storedIsSwiped != swiped else { return }
    willTransition(to: transitionState(swiped: swiped))
    storedIsSwiped = swiped
    setNeedsUpdateConfiguration()
    didTransition(to: transitionState())
  }

  /// Matches UIKit: the states ``willTransition(to:)`` and ``didTransition(to:)`` name: edit
  /// mode's controls, and the swipe actions shown (`[]` is neither).
  public struct StateMask: OptionSet, Sendable {
    /// The mask's bits, as `UITableViewCellStateMask`'s.
    public let rawValue: UInt
    /// Makes a mask from its raw bits, as `UITableViewCellStateMask`'s.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The cell is in edit mode (``isEditing``).
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The cell's swipe actions (or delete confirmation) are shown.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// Matches UIKit: called just before the cell enters or leaves edit mode, or shows or hides
  /// its swipe actions, with the states it goes to. Override it to get a custom view out of
  /// the way, calling `super`.
  open func willTransition(to state: StateMask) {}

  /// Matches UIKit: called once the cell is in `state`: after edit mode's animation when it is
  /// animated.
  open func didTransition(to state: StateMask) {}

  /// The states the cell is in, or goes to with `editing` or `swiped`.
  private func transitionState(editing: Bool? = nil, swiped: Bool? = nil) -> StateMask {
    var state: StateMask = []
    if editing ?? storedIsEditing { state.insert(.showingEditControl) }
    if swiped ?? storedIsSwiped { state.insert(.showingDeleteConfirmation) }
    return state
  }

  /// Matches UIKit (iOS 15+): called with the cell and its state whenever the configuration
  /// updates, by ``updateConfiguration(using:)``'s default work.
  open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Matches UIKit (iOS 14+): asks for ``updateConfiguration(using:)`` before the next layout;
  /// a change of selection, highlight or edit mode asks for it.
  open func setNeedsUpdateConfiguration() {
    setNeedsContentConfigurationUpdate()
  }

  /// Matches UIKit (iOS 14+): updates the cell for `state`; by default runs
  /// ``configurationUpdateHandler``. Override it to set configurations for the state, calling
  /// `super`. The content configuration is then updated for the state, as UIKit does after it.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  private func makeLabel(primary: Bool) -> UILabel {
    let label = UILabel()
    let look = CellStyleLayout.labelLook(for: cellStyle, primary: primary, traits: traitCollection)
    label.font = look.font
    if primary { textLabelStyleFont = look.font } else { detailLabelStyleFont = look.font }
    label.textColor = look.color ?? tintColor
    label.textAlignment = look.alignment
    label.isUserInteractionEnabled = false
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  // MARK: Accessory

  /// Matches UIKit: the standard accessory drawn at the trailing edge when there is no
  /// ``accessoryView``.
  open var accessoryType: AccessoryType = .none {
    didSet {
      guard accessoryType != oldValue else { return }
      rebuildStandardAccessory()
    }
  }

  /// Matches UIKit: a view of your own at the trailing edge (a switch, say), in place of the
  /// ``accessoryType``'s, at its own size.
  open var accessoryView: UIView? {
    didSet {
      guard accessoryView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      standardAccessoryView?.isHidden = accessoryView != nil
      refreshContentMargins()
      setNeedsLayout()
    }
  }

  /// The accessory that shows: the custom view, else the standard one.
  var shownAccessory: UIView? { isEditing ? nil : accessoryView ?? standardAccessoryView }

  private func rebuildStandardAccessory() {
    standardAccessoryView?.removeFromSuperview()
    standardAccessoryView = StandardAccessory.make(accessoryType) { [unowned self] in
      self.accessoryButtonTapped()
    }
    if let standardAccessoryView {
      standardAccessoryView.isHidden = accessoryView != nil
      addSubview(standardAccessoryView)
    }
    refreshContentMargins()
    setNeedsLayout()
  }

  private func accessoryButtonTapped() {
    guard let table = tableView, let indexPath = table.indexPath(for: self) else { return }
    table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
  }

  /// The table view the cell is in, if it is in one.
  var tableView: UITableView? { superview as? UITableView }

  // MARK: Backgrounds and selection

  /// Matches UIKit: a view behind the content, in place of the style's background; setting
  /// one resets ``backgroundConfiguration`` to `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, aboveSubview: automaticBackgroundView) }
      if backgroundView != nil { resetBackgroundConfiguration() }
      refreshAutomaticBackground()
      setNeedsLayout()
    }
  }

  /// Matches UIKit: setting a colour replaces the style's background.
  open override var backgroundColor: UIColor? {
    didSet { refreshAutomaticBackground() }
  }

  /// Matches UIKit: the view shown behind the content while the cell is selected or
  /// highlighted; by default a view filled with `systemGray4`. `nil` shows no selection.
  /// Setting one resets ``backgroundConfiguration`` to `nil`.
  open var selectedBackgroundView: UIView? = CellStyleLayout.makeSelectedBackground() {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
      }
      if selectedBackgroundView != nil { resetBackgroundConfiguration() }
      refreshSelectionLook(animated: false)
      setNeedsLayout()
    }
  }

  /// Matches UIKit (iOS 5+): the view shown instead of ``selectedBackgroundView`` while the
  /// cell is selected or highlighted in a table that allows multiple selection
  /// (``UITableView/allowsMultipleSelection``); `nil`, the default, uses the selected
  /// background view there too. Setting one resets ``backgroundConfiguration`` to `nil`.
  open var multipleSelectionBackgroundView: UIView? {
    didSet {
      guard multipleSelectionBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let multipleSelectionBackgroundView {
        // Matches UIKit: above the selected background view, below the content.
        multipleSelectionBackgroundView.alpha = 0
        insertSubview(multipleSelectionBackgroundView, belowSubview: contentView)
        resetBackgroundConfiguration()
      }
      refreshSelectionLook(animated: false)
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a background view set resets the background configuration to `nil`.
  private func resetBackgroundConfiguration() {
    if configuredBackground.configuration != nil || reportsDefaultBackgroundConfiguration {
      backgroundConfiguration = nil
    }
  }

  /// Matches UIKit: whether selection shows; `.default` shows the grey background. `.none`
  /// ("no distinct style for when it's selected") hides the selected background view, and a
  /// background configuration updated automatically keeps its normal look while the row is
  /// selected or highlighted; ``configurationState`` still says so, for a configuration you
  /// update yourself.
  open var selectionStyle: SelectionStyle = .default {
    didSet {
      guard selectionStyle != oldValue else { return }
      refreshSelectionLook(animated: false)
      setNeedsUpdateConfiguration()
    }
  }

  /// Matches UIKit: whether the cell shows as selected; setting it calls
  /// ``setSelected(_:animated:)`` without animation.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }
  private(set) var storedIsSelected = false

  /// Matches UIKit: selects or deselects the cell's look, fading the selected background in
  /// 0.3 seconds when `animated`. The table calls it; override it to change your content's look,
  /// calling `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    if storedIsSelected != selected { setNeedsUpdateConfiguration() }
    storedIsSelected = selected
    refreshSelectionLook(animated: animated)
  }

  /// Matches UIKit: whether the cell shows as pressed; setting it calls
  /// ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private(set) var storedIsHighlighted = false

  /// Matches UIKit: shows or hides the pressed look; the table calls it as a press begins and
  /// ends.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    if storedIsHighlighted != highlighted { setNeedsUpdateConfiguration() }
    storedIsHighlighted = highlighted
    refreshSelectionLook(animated: animated)
  }

  // MARK: Separator

  private var explicitSeparatorInset: UIEdgeInsets?

  /// Matches UIKit: how far the separator under this cell keeps from the leading and trailing
  /// edges; by default it starts where the text does.
  open var separatorInset: UIEdgeInsets {
    get {
      explicitSeparatorInset ?? placement.separatorInset
        ?? UIEdgeInsets(top: 0, left: automaticSeparatorLeading, bottom: 0, right: 0)
    }
    set {
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: Editing (see UITableViewCell+Editing.swift)

  /// Matches UIKit: whether the cell is in edit mode; its table sets it.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }
  private var storedIsEditing = false
  /// How the table edits this row: its control, indent and reorder control.
  var rowEditing = RowEditing() {
    didSet { if rowEditing != oldValue { refreshEditingControls() } }
  }
  /// The editing control and reorder control while editing.
  var editingControl: EditingControl?
  var reorderControl: ReorderControl?

  /// Matches UIKit: enters or leaves edit mode: the editing control appears at the leading
  /// edge and the content moves aside for it, and the accessory gives way to the reorder
  /// control of a row that moves; animated, over 0.3 seconds. ``willTransition(to:)`` comes
  /// before, ``didTransition(to:)`` after.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedIsEditing else { return }
    willTransition(to: transitionState(editing: editing))
    storedIsEditing = editing
    setNeedsUpdateConfiguration()
    refreshEditingControls()
    setNeedsLayout()
    guard animated else { return didTransition(to: transitionState()) }
    UIView.animate(
      withDuration: UITableView.rowAnimationDuration, animations: { self.layoutIfNeeded() },
      completion: { _ in self.didTransition(to: self.transitionState()) })
  }

  /// Matches UIKit: the editing control the cell shows while editing, from its table's
  /// delegate.
  open var editingStyle: EditingStyle { rowEditing.style }
  /// Matches UIKit: stored; the table shows a reorder control on rows its data source says
  /// can move.
  open var showsReorderControl = false

  // MARK: Reuse

  /// Matches UIKit: called before a table hands the cell out again from its reuse queue.
  /// Reset state your configuration does not always set; call `super`. The cell is already
  /// deselected and unhighlighted.
  open func prepareForReuse() {}

  /// Matches UIKit: which selection background shows depends on the table the cell is in.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    refreshSelectionLook(animated: false)
  }

  /// Matches UIKit: a sideways trackpad scroll over a row swipes it, as a drag does.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else {
      return false
    }
    return table.swipeActions.wheel(by: delta, over: indexPath)
  }

  /// Matches UIKit: the cell is in the table's layout loop, so a change to its content lays it
  /// out again; a configuration whose state changed is updated first.
  open override func layoutSubviews() {
    runPendingConfigurationUpdate()
    super.layoutSubviews()
    layOutParts()
  }
}
