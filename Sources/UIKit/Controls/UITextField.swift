/// A one-line editable text field.
///
/// Matches UIKit's behaviour where a keyboard and mouse apply: a click makes it first
/// responder and places the caret; dragging, double-clicking and Shift with the arrows select;
/// Backspace, Delete, Home and End edit and move; Ctrl+A, C, X and V select all, copy, cut and
/// paste through the system clipboard; Return asks the delegate and sends
/// `.editingDidEndOnExit`. Text arrives from the platform's input method, so composed scripts
/// (Hangul) show their composition inline, underlined, until it commits. The delegate vets
/// every change with UIKit's UTF-16 ranges.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The border drawn around the field, as `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle in the label colour.
    case line = 1
    /// Drawn as `.line` here.
    case bezel = 2
    /// A rounded rectangle with a light border on the system background, the usual field.
    case roundedRect = 3
  }

  /// The text's characters (grapheme clusters), which edits and carets count in: a keystroke
  /// edits them in place, so that typing in a 100,000-character field splits nothing again.
  private var characters: [Character] = []
  /// The text as one string, joined from the characters when first read after an edit: typing
  /// does not join 100,000 characters a keystroke.
  private var joinedText: String? = ""
  /// How many UTF-16 units the characters hold, for the delegate's ranges.
  private var utf16Count = 0
  /// How many of the characters end a line: the one-line field shows each as a space.
  private var lineSeparatorCount = 0
  /// The first character that may differ from those measured at the last layout; `nil` when
  /// none does. Edits lower it, and layout measures again only from there.
  private var unmeasuredFrom: Int? = 0
  /// The selection, in characters (grapheme clusters); empty means a caret.
  var selection: Range<Int> = 0..<0
  /// Where a mouse or Shift selection started.
  private var anchor = 0
  /// An input method's composition in progress, shown at the caret.
  private(set) var markedText: String?
  /// The caret's blink.
  var blink = CaretBlink()
  /// How far the text is scrolled left to keep the caret in view; updated in layout.
  private var scrollOffset: CGFloat = 0
  /// The shown text measured at the last layout; hit tests and drawing read it.
  private var measured = TextFieldMeasurement()

  /// Matches UIKit: asked before editing begins and ends, before every change and on Return, and
  /// told of selection changes. Held weakly.
  open weak var delegate: (any UITextFieldDelegate)?

  /// The text; never `nil` when read. Setting it ends any composition, moves the caret to the end
  /// and sends no actions, as in UIKit.
  open var text: String? {
    get { storage }
    set {
      let text = newValue ?? ""
      characters = Array(text)
      joinedText = text
      utf16Count = text.utf16.count
      lineSeparatorCount =
        text.containsLineSeparator ? characters.count(where: \.isLineSeparator) : 0
      charactersDidChange(from: 0)
      markedText = nil
      // The recorded edits' ranges no longer hold.
      fieldUndoManager.removeAllActions(withTarget: self)
      openUndoRecord = nil
      let end = characters.count
      selection = end..<end
      anchor = end
      textLayoutDidChange()
    }
  }

  /// Grey text shown while the field is empty and nothing is being composed.
  open var placeholder: String? {
    didSet {
      placeholderColor = nil
      setNeedsDisplay()
    }
  }

  /// Matches UIKit: the placeholder with attributes, as code sets it to colour the placeholder.
  /// Its characters become ``placeholder``, drawn in the colour of its start (a field draws its
  /// placeholder in one style, in the field's font). Read back, it carries the colour it is
  /// drawn in.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      placeholder.map {
        NSAttributedString(
          string: $0,
          attributes: [.font: currentFont, .foregroundColor: placeholderColor ?? .placeholderText])
      }
    }
    set {
      placeholder = newValue?.string
      placeholderColor =
        (newValue?.length ?? 0) > 0
        ? newValue?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil
    }
  }

  /// Matches UIKit: the text with attributes. Its characters become ``text``, and the font and
  /// colour of its start become ``font`` and ``textColor`` (a field draws its text in one
  /// style). Read back, it is the text in the field's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      NSAttributedString(
        string: text ?? "", attributes: [.font: currentFont, .foregroundColor: textColor ?? .label])
    }
    set {
      if let newValue, newValue.length > 0 {
        let leading = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = leading[.font] as? UIFont { self.font = font }
        if let color = leading[.foregroundColor] as? UIColor { textColor = color }
      }
      text = newValue?.string
    }
  }

  /// The colour an attributed placeholder asked for; `nil` draws `.placeholderText`.
  private var placeholderColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The font; `nil` uses the 17-point system font.
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      // Assigning inside `didSet` does not call it again.
      if adjustsFontForContentSizeCategory, let font { self.font = font.adjusted(to: category) }
      // The field's height follows the font's line height.
      invalidateIntrinsicContentSize()
      textLayoutDidChange()
    }
  }

  /// Matches UIKit (`UIContentSizeCategoryAdjusting`): when on, a Dynamic Type ``font`` is made
  /// again at the category of the field's traits whenever they change.
  open var adjustsFontForContentSizeCategory = false {
    didSet { preferredContentSizeCategoryDidChange() }
  }

  override func preferredContentSizeCategoryDidChange() {
    guard adjustsFontForContentSizeCategory, let font else { return }
    let adjusted = font.adjusted(to: category)
    if adjusted !== font { self.font = adjusted }
  }

  private var category: UIContentSizeCategory {
    UIContentSizeCategory.resolved(in: traitCollection)
  }

  /// The text colour; disabled fields draw grey whatever this says.
  open var textColor: UIColor? = .label {
    didSet { setNeedsDisplay() }
  }

  /// Where the text sits: `.center` and `.right` align it; every other value draws it from the
  /// left.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { textLayoutDidChange() }
  }

  /// The border drawn around the field; any border also insets the text by 7 points on each side.
  open var borderStyle: BorderStyle = .none {
    didSet { textLayoutDidChange() }
  }

  /// Matches UIKit: draws bullets instead of the characters and refuses to copy or cut.
  open var isSecureTextEntry = false {
    didSet {
      charactersDidChange(from: 0)
      textLayoutDidChange()
    }
  }

  /// Matches UIKit: empties the field when editing begins.
  open var clearsOnBeginEditing = false

  // MARK: Overlay views and backgrounds (see UITextField+Overlays.swift)

  /// Matches UIKit: a view at the field's left edge (an icon, say), a subview of the field,
  /// shown as ``leftViewMode`` says in ``leftViewRect(forBounds:)``.
  open var leftView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: leftView) }
  }

  /// Matches UIKit: when ``leftView`` shows; `.never` by default.
  open var leftViewMode = ViewMode.never {
    didSet { textLayoutDidChange() }
  }

  /// Matches UIKit: a view at the field's right edge, shown as ``rightViewMode`` says in
  /// ``rightViewRect(forBounds:)``.
  open var rightView: UIView? {
    didSet { overlayViewDidChange(from: oldValue, to: rightView) }
  }

  /// Matches UIKit: when ``rightView`` shows; `.never` by default.
  open var rightViewMode = ViewMode.never {
    didSet { textLayoutDidChange() }
  }

  /// Matches UIKit: when the clear button (a grey circled cross that empties the field) shows;
  /// it shows only while the field has text, and never by default.
  open var clearButtonMode = ViewMode.never {
    didSet { textLayoutDidChange() }
  }

  /// Matches UIKit: an image drawn to fill the field behind its text, in place of a border;
  /// ignored with the `.roundedRect` border, as in UIKit.
  open var background: UIImage? {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: the background image while the field is disabled; ``background`` without
  /// one.
  open var disabledBackground: UIImage? {
    didSet { setNeedsDisplay() }
  }

  // MARK: Rectangles a subclass may override (layout and drawing use them)

  /// Matches UIKit: where the border and background are drawn; the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Matches UIKit: where the text is drawn while the field is not being edited: the bounds,
  /// less 7 points on each side with a border and less the overlay views and clear button that
  /// show.
  open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

  /// Matches UIKit: where the text is drawn while the field is being edited; the same area as
  /// ``textRect(forBounds:)`` by default, but independent of an override of it.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    standardTextRect(forBounds: bounds)
  }

  /// Matches UIKit: where the placeholder is drawn; the same area as the text by default.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    standardTextRect(forBounds: bounds)
  }

  /// Matches UIKit: the clear button's square at the right edge, centred vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    standardClearButtonRect(forBounds: bounds)
  }

  /// Matches UIKit: ``leftView``'s frame: its own size, at the left edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayRect(of: leftView, atLeftOf: bounds)
  }

  /// Matches UIKit: ``rightView``'s frame: its own size, at the right edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    overlayRect(of: rightView, atLeftOf: nil, rightOf: bounds)
  }

  // MARK: UITextInputTraits (kept; a desktop's keyboard does not change with them)

  /// Matches UIKit: which keyboard to show; kept.
  open var keyboardType = UIKeyboardType.default
  /// Matches UIKit: the keyboard's look; kept.
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// Matches UIKit: what the Return key says; kept.
  open var returnKeyType = UIReturnKeyType.default
  /// Matches UIKit: whether Return is disabled while the text is empty; kept.
  open var enablesReturnKeyAutomatically = false
  /// Matches UIKit: when to capitalise, each sentence by default; kept.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Matches UIKit: whether to autocorrect; kept.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Matches UIKit: whether to check spelling; kept.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Matches UIKit: whether to curl quotes; kept.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Matches UIKit: whether to make dashes; kept.
  open var smartDashesType = UITextSmartDashesType.default
  /// Matches UIKit: whether to fix spaces around pasted and deleted words; kept.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// Matches UIKit: what the content means, for AutoFill; kept.
  open var textContentType: UITextContentType!

  /// Matches UIKit: a view shown instead of the system keyboard (a picker): here, while the
  /// control is first responder, across the bottom of its window.
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  private var storedInputView: UIView?

  /// Matches UIKit: a bar shown above the keyboard: here, while the control is first responder,
  /// at the bottom of its window (above any input view).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: UIView?

  /// Makes an empty field with no border.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's text, placeholder, font,
  /// border and alignment (an empty field for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: a text field has its own undo manager, which forgets its edits when the
  /// field stops being edited (and when code sets ``text``).
  open override var undoManager: UndoManager? { fieldUndoManager }
  private let fieldUndoManager = UndoManager()
  var openUndoRecord: TextUndoRecord?

  /// Matches UIKit: posted after editing began; the object is the field.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Matches UIKit: posted after the person changed the text; the object is the field.
  public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Matches UIKit: posted after editing ended; the object is the field.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Whether the field is being edited: the same as being first responder.
  open var isEditing: Bool { isFirstResponder }

  /// Matches UIKit: an enabled field can take the keyboard.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Matches UIKit: an enabled field can take focus with Tab.
  open override var canBecomeFocused: Bool { isEnabled }

  /// No intrinsic width; the font's line height plus 14 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: ceil(currentFont.lineHeight) + 14)
  }

  // MARK: First responder

  /// Matches UIKit: asks the delegate, then starts editing, sends `.editingDidBegin` and tells the
  /// delegate; also starts the platform's input method near the caret.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    if clearsOnBeginEditing { text = "" }
    sendActions(for: .editingDidBegin)
    delegate?.textFieldDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Matches UIKit: asks the delegate, commits any composition in progress, then ends editing,
  /// sends `.editingDidEnd` and tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard FirstResponder.isForcingResign || delegate?.textFieldShouldEndEditing(self) ?? true
    else { return false }
    if let markedText {
      self.markedText = nil
      replaceSelection(with: markedText, as: .typing)
    }
    guard super.resignFirstResponder() else { return false }
    fieldUndoManager.removeAllActions()
    openUndoRecord = nil
    sendActions(for: .editingDidEnd)
    delegate?.textFieldDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  override func firstResponderStatusDidChange() {
    // The text's rectangle and the overlays shown change with editing.
    setNeedsLayout()
    if isFirstResponder { layoutIfNeeded() }
    textInputStatusDidChange(caretRect: caretRect)
  }

  // MARK: Editing (from the input method)

  /// Matches UIKit's `UIKeyInput`: inserts `text` in place of the selection (and of any
  /// composition), as typing does, asking the delegate first. The keyboard's text arrives
  /// here, so an override sees each piece typed.
  open func insertText(_ text: String) {
    markedText = nil
    replaceSelection(with: text, as: .typing)
  }

  /// Matches UIKit's `UIKeyInput`: Backspace deletes the selection, or the character before
  /// the caret. Called for every Backspace, even with nothing to delete, so an override sees
  /// Backspace in an empty control (moving to the previous field of a one-time code, say).
  open func deleteBackward() {
    deleteBackwardInText()
  }

  /// Matches UIKit's `UIKeyInput`: whether there is any text.
  open var hasText: Bool { !characters.isEmpty }

  /// Shows an input method's composition at the caret; an empty one ends it.
  func setMarkedText(_ text: String) {
    markedText = text.isEmpty ? nil : text
    textLayoutDidChange()
  }

  /// The one place the person changes the text: the delegate may refuse; then the caret moves,
  /// the edit is recorded for undo, and `.editingChanged` and `textDidChangeNotification`
  /// follow.
  func replaceCharacters(in range: Range<Int>, with replacement: String, as edit: TextEdit) {
    guard
      edit == .clear
        || delegate?.textField(
          self, shouldChangeCharactersIn: utf16Range(of: range), replacementString: replacement)
          ?? true
    else { return }
    let open = openUndoRecord
    let change = CharacterEdit(replacing: range, of: characters, with: replacement)
    let replaced = text(in: change.range)
    replace(change)
    setSelection(change.caret..<change.caret)
    registerUndo(
      of: change.range, replaced: replaced, inserted: change.characters.count, as: edit,
      continuing: open)
    textDidChange()
  }

  func restoreCharacters(in range: Range<Int>, with replacement: String) {
    let change = CharacterEdit(replacing: range, of: characters, with: replacement)
    replace(change)
    setSelection(change.range.lowerBound..<(change.range.lowerBound + change.characters.count))
    textDidChange()
  }

  /// Makes `change` to the characters, and keeps what is counted from them up to date
  /// without walking the rest of the text.
  private func replace(_ change: CharacterEdit) {
    // Counted through slices that end with each statement: a slice kept until the edit would
    // share the array, which the edit would then copy whole.
    utf16Count -= Self.utf16Count(of: characters[change.range])
    utf16Count += Self.utf16Count(of: change.characters)
    lineSeparatorCount -= characters[change.range].count(where: \.isLineSeparator)
    lineSeparatorCount += change.characters.count(where: \.isLineSeparator)
    characters.replaceSubrange(change.range, with: change.characters)
    joinedText = nil
    charactersDidChange(from: change.range.lowerBound)
  }

  /// The characters from `index` on changed: the next layout measures them again.
  private func charactersDidChange(from index: Int) {
    unmeasuredFrom = min(unmeasuredFrom ?? index, index)
  }

  /// The text as one string, joined again only after an edit.
  private var storage: String {
    if let joinedText { return joinedText }
    let joined = String(characters)
    joinedText = joined
    return joined
  }

  private static func utf16Count(of characters: some Collection<Character>) -> Int {
    characters.reduce(0) { $0 + $1.utf16.count }
  }

  private func textDidChange() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  func text(in range: Range<Int>) -> String {
    String(characters[range])
  }

  func setSelection(_ range: Range<Int>, keepAnchor: Bool = false) {
    let clamped =
      min(
        max(range.lowerBound, 0), characters.count)..<min(
        max(range.upperBound, 0), characters.count)
    openUndoRecord = nil
    selection = clamped
    if !keepAnchor { anchor = clamped.lowerBound }
    textLayoutDidChange()
    delegate?.textFieldDidChangeSelection(self)
  }

  /// `range` in UTF-16 units, as the delegate is asked: counted from the nearer end of the
  /// text, so that typing at the end of a long text counts a few characters.
  private func utf16Range(of range: Range<Int>) -> NSRange {
    let start =
      range.lowerBound <= characters.count / 2
      ? Self.utf16Count(of: characters[..<range.lowerBound])
      : utf16Count - Self.utf16Count(of: characters[range.lowerBound...])
    return NSRange(location: start, length: Self.utf16Count(of: characters[range]))
  }

  // MARK: Keys

  /// Edits and moves the caret while first responder: arrows (with Shift to select), Home, End,
  /// Backspace, Delete, Return and the Ctrl (or Command) shortcuts A, C, X and V. Printable keys
  /// arrive as text from the input method instead; other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFirstResponder, let key = presses.first?.key else {
      super.pressesBegan(presses, with: event)
      return
    }
    if performUndoShortcut(key) { return }
    let shift = key.modifierFlags.contains(.shift)
    let shortcut = !key.modifierFlags.isDisjoint(with: [.control, .command])
    let caret = selection.isEmpty ? selection.lowerBound : nil
    switch key.keyCode {
    case .keyboardLeftArrow:
      moveCaret(
        to: shift ? movingEnd - 1 : (caret.map { $0 - 1 } ?? selection.lowerBound), extending: shift
      )
    case .keyboardRightArrow:
      moveCaret(
        to: shift ? movingEnd + 1 : (caret.map { $0 + 1 } ?? selection.upperBound), extending: shift
      )
    case .keyboardHome, .keyboardUpArrow:
      moveCaret(to: 0, extending: shift)
    case .keyboardEnd, .keyboardDownArrow:
      moveCaret(to: characters.count, extending: shift)
    case .keyboardDeleteOrBackspace:
      deleteBackward()
    case .keyboardDeleteForward:
      deleteForward()
    case .keyboardReturnOrEnter:
      if delegate?.textFieldShouldReturn(self) ?? true {
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
      }
    case .keyboardA where shortcut:
      setSelection(0..<characters.count)
      anchor = 0
    case .keyboardC where shortcut:
      copySelection()
    case .keyboardX where shortcut:
      cutSelection()
    case .keyboardV where shortcut:
      paste()
    case .keyboardEscape:
      super.pressesBegan(presses, with: event)
    default:
      // Printable keys arrive as text from the input method; modified ones go up the chain.
      if shortcut { super.pressesBegan(presses, with: event) }
    }
  }

  /// The end of the selection that Shift+arrows move: the one away from the anchor.
  private var movingEnd: Int {
    selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
  }

  private func moveCaret(to position: Int, extending: Bool) {
    let target = min(max(position, 0), characters.count)
    if extending {
      setSelection(min(anchor, target)..<max(anchor, target), keepAnchor: true)
    } else {
      setSelection(target..<target)
    }
  }

  /// Matches UIKit: secure text is neither copied nor cut.
  var canCopySelection: Bool { !isSecureTextEntry }

  // MARK: Mouse

  /// Starts editing and places the caret at the click; a double click selects a word and a triple
  /// click everything.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEnabled, let touch = touches.first else { return }
    if clearButtonTapped(at: touch.location(in: self)) { return }
    becomeFirstResponder()
    FocusSystem.focus(self)
    let index = characterIndex(at: touch.location(in: self).x)
    switch touch.tapCount {
    case 2: selectWord(around: index)
    case 3...: setSelection(0..<characters.count)
    default:
      setSelection(index..<index)
    }
  }

  /// Extends the selection to the pointer while dragging.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    guard isFirstResponder, let touch = touches.first else { return }
    moveCaret(to: characterIndex(at: touch.location(in: self).x), extending: true)
  }

  private func selectWord(around index: Int) {
    var start = min(index, characters.count)
    var end = start
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    while end < characters.count, !characters[end].isWhitespace { end += 1 }
    setSelection(start..<end)
  }

  // MARK: Layout of the text

  private var currentFont: UIFont { font ?? .systemFont(ofSize: 17) }

  private var displayScale: CGFloat { max(traitCollection.displayScale, 1) }

  /// The characters as drawn: bullets for secure entry, and a space for each line separator,
  /// as UIKit's one-line field shows them (`\r\n` is one character, so one space). Each stands
  /// for one character, so an edit changes the shown characters from where it changed these.
  private var shownCharacters: [Character] {
    // UIKit's dots; the bundled font has no U+2022 bullet, but has the black circle.
    if isSecureTextEntry { return Array(repeating: "●", count: characters.count) }
    guard lineSeparatorCount > 0 else { return characters }
    return characters.map { $0.isLineSeparator ? " " : $0 }
  }

  /// The characters of `range` as drawn (see ``shownCharacters``): the few that show, made
  /// without mapping the whole text.
  private func shownText(in range: Range<Int>) -> String {
    let range = range.clamped(to: 0..<characters.count)
    if isSecureTextEntry { return String(repeating: "●", count: range.count) }
    return String(characters[range].lazy.map { $0.isLineSeparator ? " " : $0 })
  }

  /// The display items ``drawText(in:)`` and ``drawPlaceholder(in:)`` add while the field's
  /// content is being built; `nil` otherwise, when they draw nothing.
  private var drawnItems: [DisplayItem]?

  /// The text's rectangle now: the editing one while editing, as UIKit asks.
  private var shownTextRect: CGRect {
    isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// Something that moves the text or the caret changed: measure and scroll in the next
  /// layout step, draw in the next frame, and show the caret solid again.
  func textLayoutDidChange() {
    setNeedsLayout()
    setNeedsDisplay()
    if isFirstResponder { blink.restart(for: self) }
  }

  /// Matches UIKit, which lays out a field's text in `layoutSubviews`: the text is measured
  /// once (each character boundary, for hit tests and the caret), then scrolled so the caret
  /// stays inside the field. Drawing only reads the result.
  open override func layoutSubviews() {
    super.layoutSubviews()
    measured.update(
      characters: { shownCharacters }, changedFrom: unmeasuredFrom, marked: markedText ?? "",
      face: currentFont.face, scale: displayScale)
    unmeasuredFrom = nil
    layOutOverlayViews()
    let rect = shownTextRect
    let x = caretX
    if x > rect.maxX - 2 { scrollOffset += x - (rect.maxX - 2) }
    if x < rect.minX { scrollOffset = max(0, scrollOffset - (rect.minX - x)) }
  }

  /// The character boundary nearest to `x` (in the field's coordinates), by binary search over
  /// the boundaries measured at the last layout.
  func characterIndex(at x: CGFloat) -> Int {
    measured.nearestBoundary(to: x - textOrigin.x)
  }

  /// The placeholder's width while it shows: the field is empty and nothing is being composed.
  private var shownPlaceholderWidth: CGFloat? {
    guard measured.count == 0, markedText == nil, let placeholder else { return nil }
    return FontLibrary.shared.width(of: placeholder, face: currentFont.face, scale: displayScale)
  }

  /// Where the first character (or the placeholder) is drawn, after alignment and horizontal
  /// scrolling. `.natural` is the leading side: the right one, right to left, as in UIKit.
  private var textOrigin: CGPoint {
    if shownPlaceholderWidth != nil { return placeholderOrigin }
    return origin(in: shownTextRect, width: measured.textWidth + measured.markedWidth)
  }

  /// Where the placeholder is drawn: aligned in ``placeholderRect(forBounds:)``.
  private var placeholderOrigin: CGPoint {
    origin(in: placeholderRect(forBounds: bounds), width: shownPlaceholderWidth ?? 0)
  }

  /// Where a line `full` wide starts in `rect`, after alignment and horizontal scrolling.
  private func origin(in rect: CGRect, width full: CGFloat) -> CGPoint {
    let x: CGFloat =
      switch textAlignment.resolved(rightToLeft: isRightToLeft) {
      case .center: rect.minX + max(0, (rect.width - full) / 2)
      case .right: rect.maxX - min(full, rect.width)
      default: rect.minX
      }
    return CGPoint(
      x: x - scrollOffset,
      y: rect.minY + ((rect.height - measured.lineHeight) / 2).rounded(.down))
  }

  private var caretRect: CGRect {
    CGRect(x: caretX, y: 0, width: 2, height: bounds.height)
  }

  /// The caret's x, after the committed text before it and any composition.
  private var caretX: CGFloat {
    textOrigin.x + measured.offset(ofBoundary: selection.lowerBound) + measured.markedWidth
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    let border = borderRect(forBounds: bounds)
    if borderStyle != .roundedRect,
      let image = isEnabled ? background : (disabledBackground ?? background)
    {
      items.append(contentsOf: image.displayItems(filling: border))
    }
    switch borderStyle {
    case .roundedRect:
      items.append(.roundedFill(border, cornerRadius: 6, displayColor(.systemBackground)))
      items.append(.border(border, cornerRadius: 6, width: 1, displayColor(.systemGray3)))
    case .line, .bezel:
      items.append(.border(border, cornerRadius: 0, width: 1, displayColor(.label)))
    case .none:
      break
    }
    // Matches UIKit: the placeholder is drawn by `drawPlaceholder(in:)` while it shows, and the
    // text, when there is any, by `drawText(in:)` while the field is not being edited; while it
    // is, the field draws the text, its selection and the caret itself.
    if shownPlaceholderWidth != nil {
      items += drawn(by: { drawPlaceholder(in: placeholderRect(forBounds: bounds)) })
    }
    appendClearButton(to: &items)
    if isFirstResponder {
      appendEditedText(to: &items)
    } else if measured.count > 0 {
      items += drawn(by: { drawText(in: shownTextRect) })
    }
  }

  /// The display items that `draw` (``drawText(in:)`` or ``drawPlaceholder(in:)``) adds.
  private func drawn(by draw: () -> Void) -> [DisplayItem] {
    drawnItems = []
    draw()
    defer { drawnItems = nil }
    return drawnItems ?? []
  }

  /// Matches UIKit: draws the text in `rect` (``textRect(forBounds:)``) while the field is not
  /// being edited and has text, aligned as ``textAlignment`` says and centred vertically. A subclass
  /// overrides it to draw the text elsewhere (inset, say) and calls `super` with that
  /// rectangle.
  open func drawText(in rect: CGRect) {
    guard drawnItems != nil else { return }
    let origin = origin(in: rect, width: measured.textWidth + measured.markedWidth)
    drawnItems? += [.pushClip(rect)] + textItems(from: origin, showing: rect) + [.popClip]
  }

  /// Matches UIKit: draws the placeholder in `rect` (``placeholderRect(forBounds:)``) while it
  /// shows, in the placeholder colour and the field's font. A subclass overrides it to draw it
  /// elsewhere and calls `super` with that rectangle.
  open func drawPlaceholder(in rect: CGRect) {
    guard drawnItems != nil, let placeholder, let width = shownPlaceholderWidth else { return }
    drawnItems? += [
      .pushClip(rect),
      .text(
        TextRun(
          text: placeholder, font: currentFont.face,
          color: displayColor(placeholderColor ?? .placeholderText),
          origin: origin(in: rect, width: width),
          size: CGSize(width: width, height: measured.lineHeight))),
      .popClip,
    ]
  }

  /// `color` resolved for the field's traits, for its display items.
  private func displayColor(_ color: UIColor) -> DisplayColor {
    DisplayColor(color.resolvedColor(with: traitCollection).cgColor)
  }

  /// The text while the field is being edited, in ``editingRect(forBounds:)``: the selection,
  /// the characters, what is being composed and the caret.
  private func appendEditedText(to items: inout [DisplayItem]) {
    let origin = textOrigin
    let lineHeight = measured.lineHeight
    items.append(.pushClip(shownTextRect))
    if !selection.isEmpty {
      let start = origin.x + measured.offset(ofBoundary: selection.lowerBound)
      let end = origin.x + measured.offset(ofBoundary: selection.upperBound)
      items.append(
        .fill(
          CGRect(x: start, y: origin.y, width: end - start, height: lineHeight),
          displayColor((tintColor ?? .systemBlue).withAlphaComponent(0.25))))
    }
    items += textItems(from: origin, showing: shownTextRect)
    if selection.isEmpty && blink.isVisible {
      items.append(
        .fill(
          CGRect(x: caretX - 1, y: origin.y, width: 2, height: lineHeight),
          displayColor(tintColor ?? .systemBlue)))
    }
    items.append(.popClip)
  }

  /// The characters that show in `clip` of the text drawn from `origin`, with what is being
  /// composed at the caret, underlined. Only those are drawn: a long text scrolled in the field
  /// would otherwise be one glyph image as wide as the whole text.
  private func textItems(from origin: CGPoint, showing clip: CGRect) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let lineHeight = measured.lineHeight
    let textColor = displayColor(isEnabled ? (self.textColor ?? .label) : .systemGray)
    let caret = min(selection.lowerBound, measured.count)
    let before = measured.offset(ofBoundary: caret)
    let shown = measured.visibleRange(
      from: clip.minX - origin.x, to: clip.maxX - origin.x - measured.markedWidth)
    let head = shown.lowerBound..<max(shown.lowerBound, min(caret, shown.upperBound))
    let tail = min(max(caret, shown.lowerBound), shown.upperBound)..<shown.upperBound
    func x(_ boundary: Int) -> CGFloat { measured.offset(ofBoundary: boundary) }
    let pieces: [(text: String, x: CGFloat, width: CGFloat, marked: Bool)] = [
      (
        shownText(in: head), x(head.lowerBound), x(head.upperBound) - x(head.lowerBound), false
      ),
      (measured.marked, before, measured.markedWidth, true),
      (
        shownText(in: tail), x(tail.lowerBound) + measured.markedWidth,
        x(tail.upperBound) - x(tail.lowerBound), false
      ),
    ]
    for piece in pieces where !piece.text.isEmpty {
      let x = origin.x + piece.x
      items.append(
        .text(
          TextRun(
            text: piece.text, font: currentFont.face, color: textColor,
            origin: CGPoint(x: x, y: origin.y),
            size: CGSize(width: piece.width, height: lineHeight))))
      if piece.marked {
        items.append(
          .fill(
            CGRect(x: x, y: origin.y + lineHeight - 2, width: piece.width, height: 1.5), textColor))
      }
    }
    return items
  }
}

extension UITextField: UIContentSizeCategoryAdjusting {}

extension UITextField: UIKeyInput {}

extension UITextField: TextInputReceiver {
  var characterCount: Int { characters.count }
}
