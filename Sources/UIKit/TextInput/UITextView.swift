/// Multi-line text, editable or read-only, in a scroll view.
///
/// Matches UIKit's behaviour where a keyboard and mouse apply: a click makes an editable text
/// view first responder and places the caret; dragging, double and triple clicks and Shift with
/// the arrows select; the arrows, Home, End, Page Up and Page Down move by character, line and
/// page; Return inserts a newline; Ctrl+A, C, X and V select all, copy, cut and paste through
/// the system clipboard. Text arrives from the platform's input method, so composed scripts
/// (Hangul) show their composition at the caret until it commits. The view scrolls to keep the
/// caret visible; with scrolling off, it sizes itself to its text through Auto Layout. The
/// delegate hears of every change in UIKit's order (see ``UITextViewDelegate``).
///
/// The text is drawn in one style: ``attributedText`` sets the font and colour from its start.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The characters; edits replace ranges of them.
  var characters: [Character] = []
  /// The selection, in characters; empty means a caret.
  var selection: Range<Int> = 0..<0 {
    // A composition shows at the caret: moving it moves the composition's characters.
    didSet { if markedText != nil, selection != oldValue { layout.invalidate() } }
  }
  /// Where a mouse or Shift selection started.
  var anchor = 0
  /// The x a run of Up and Down keeps to, as text editors do; `nil` after any other move.
  var goalX: CGFloat?
  /// An input method's composition in progress, shown at the caret.
  private(set) var markedText: String? {
    didSet {
      let caret = min(selection.upperBound, characters.count)
      layout.replaceCharacters(
        in: caret..<(caret + (oldValue?.count ?? 0)), count: markedText?.count ?? 0)
    }
  }
  /// The caret's blink.
  var blink = CaretBlink()
  /// The lines at the last layout; drawing, clicks and line movement read them.
  var layout = TextViewLayout()
  /// The width the lines were last wrapped to, while scrolling is off: a new one changes the
  /// intrinsic height.
  var laidOutWidth: CGFloat = 0

  /// Matches UIKit: the text; setting it ends any composition, puts the caret at the end and
  /// tells the delegate nothing.
  open var text: String! {
    get { String(characters) }
    set {
      characters = Array(newValue ?? "")
      // Room for typing: the first keystroke after a long text is set then does not copy it.
      characters.reserveCapacity(characters.count + 1024)
      layout.invalidate()
      markedText = nil
      // The recorded edits' ranges no longer hold.
      undoManager?.removeAllActions(withTarget: self)
      openUndoRecord = nil
      selection = characters.count..<characters.count
      anchor = characters.count
      textLayoutDidChange()
    }
  }

  /// Matches UIKit: the text with attributes. Its characters become ``text``, and the font and
  /// colour of its start become ``font`` and ``textColor``; read back, it is the text in the
  /// view's font and colour.
  open var attributedText: NSAttributedString! {
    get {
      NSAttributedString(
        string: text, attributes: [.font: currentFont, .foregroundColor: textColor ?? .label])
    }
    set {
      if let newValue, newValue.length > 0 {
        let leading = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = leading[.font] as? UIFont { self.font = font }
        if let color = leading[.foregroundColor] as? UIColor { textColor = color }
      }
      text = newValue?.string ?? ""
    }
  }

  /// Matches UIKit: the font; `nil` draws in the 12-point system font, UIKit's default for a
  /// text view.
  open var font: UIFont? {
    didSet {
      if adjustsFontForContentSizeCategory, let font { self.font = font.adjusted(to: category) }
      textLayoutDidChange()
    }
  }

  /// Matches UIKit: the text colour; `nil` draws in `.label`.
  open var textColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: where lines sit; `.center` and `.right` align them, others draw from the
  /// leading side.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: the space between the view's edges and its text; 8 points above and below
  /// by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }

  /// Matches UIKit's `textContainer.lineFragmentPadding`: 5 points on each side of every line.
  static let lineFragmentPadding: CGFloat = 5

  /// Matches UIKit: whether the person may change the text. A read-only text view still
  /// selects and copies while ``isSelectable``.
  open var isEditable = true {
    didSet {
      if !isEditable, !isSelectable, isFirstResponder { resignFirstResponder() }
      setNeedsDisplay()
    }
  }

  /// Matches UIKit: whether the person may select the text (and copy it).
  open var isSelectable = true {
    didSet {
      if !isSelectable, !isEditable, isFirstResponder { resignFirstResponder() }
    }
  }

  /// Matches UIKit: the attributes new text is typed in: the view's font and colour here.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { [.font: currentFont, .foregroundColor: textColor ?? .label] }
    set {
      if let font = newValue[.font] as? UIFont { self.font = font }
      if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
    }
  }

  /// Matches UIKit (`UIContentSizeCategoryAdjusting`): when on, a Dynamic Type ``font`` is made
  /// again at the category of the view's traits whenever they change.
  open var adjustsFontForContentSizeCategory = false {
    didSet { preferredContentSizeCategoryDidChange() }
  }

  /// Matches UIKit: clears the text when editing begins.
  open var clearsOnInsertion = false

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
  /// Matches UIKit: hides the text as it is typed; a text view keeps the value and draws its
  /// text as it is.
  open var isSecureTextEntry = false

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

  /// Matches UIKit: told after editing began; the object is the text view.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Matches UIKit: told after the person changed the text; the object is the text view.
  public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Matches UIKit: told after editing ended; the object is the text view.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// Makes an empty, editable text view on the system background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit: a text view laid out with TextKit 1 or 2; both are the one layout here.
  public convenience init(usingTextLayoutManager: Bool) {
    self.init(frame: .zero)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's text, font, colour,
  /// alignment, editing and scrolling settings (an empty text view for any other coder).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alwaysBounceVertical = true
    // Interface Builder writes the background it shows; a file without one gets UIKit's.
    if backgroundColor == nil { backgroundColor = .systemBackground }
  }

  private func setUp() {
    backgroundColor = .systemBackground
    alwaysBounceVertical = true
  }

  /// The record of the last edit, which further typing may grow.
  var openUndoRecord: TextUndoRecord?

  /// The delegate, read as a text view's.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  // MARK: Selection

  /// Matches UIKit: the selection in UTF-16 units; a length of 0 is the caret. Setting it moves
  /// the caret (clamped to the text) and tells the delegate nothing.
  open var selectedRange: NSRange {
    get { utf16Range(of: selection) }
    set {
      let characters = self.characters
      let start = characterOffset(ofUTF16: newValue.location, in: characters)
      let end = characterOffset(ofUTF16: newValue.location + newValue.length, in: characters)
      selection = start..<max(start, end)
      anchor = selection.lowerBound
      textLayoutDidChange()
    }
  }

  /// Matches UIKit: selects all the text.
  open func selectAll(_ sender: Any?) {
    setSelection(0..<characters.count)
  }

  /// Matches UIKit: scrolls the least needed to show `range` (UTF-16 units).
  open func scrollRangeToVisible(_ range: NSRange) {
    layoutIfNeeded()
    let index = characterOffset(ofUTF16: range.location + range.length, in: characters)
    scrollRectToVisible(
      caretRect(at: index).insetBy(dx: 0, dy: -textContainerInset.bottom),
      animated: false)
  }

  func utf16Range(of range: Range<Int>) -> NSRange {
    let start = String(characters[..<range.lowerBound]).utf16.count
    let length = String(characters[range]).utf16.count
    return NSRange(location: start, length: length)
  }

  private func characterOffset(ofUTF16 offset: Int, in characters: [Character]) -> Int {
    var units = 0
    for (index, character) in characters.enumerated() {
      if units >= offset { return index }
      units += character.utf16.count
    }
    return characters.count
  }

  // MARK: First responder

  /// Matches UIKit: an editable or selectable text view can take the keyboard.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Matches UIKit: asks the delegate (when editable), then begins editing and tells the
  /// delegate and observers; also starts the platform's input method near the caret.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
    guard super.becomeFirstResponder() else { return false }
    guard isEditable else { return true }
    if clearsOnInsertion { text = "" }
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Matches UIKit: asks the delegate, commits any composition, then ends editing and tells the
  /// delegate and observers.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    if isEditable, !FirstResponder.isForcingResign,
      !(textViewDelegate?.textViewShouldEndEditing(self) ?? true)
    {
      return false
    }
    if let markedText {
      self.markedText = nil
      replaceSelection(with: markedText, as: .typing)
    }
    guard super.resignFirstResponder() else { return false }
    guard isEditable else { return true }
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  override func firstResponderStatusDidChange() {
    if isFirstResponder { layoutIfNeeded() }
    // A read-only text view selects, but takes no typing.
    textInputStatusDidChange(caretRect: isEditable ? caretRect(at: selection.upperBound) : nil)
  }

  // MARK: Editing

  /// Matches UIKit's `UIKeyInput`: inserts `text` in place of the selection (and of any
  /// composition), as typing does, asking the delegate first. The keyboard's text arrives
  /// here, so an override sees each piece typed.
  open func insertText(_ text: String) {
    guard isEditable else { return }
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
    guard isEditable else { return }
    markedText = text.isEmpty ? nil : text
    textLayoutDidChange()
  }

  /// The one place the person changes the text: the delegate may refuse; then the selection
  /// moves, the edit is recorded for undo, and the delegate and observers hear of the change,
  /// in UIKit's order.
  func replaceCharacters(in range: Range<Int>, with replacement: String, as edit: TextEdit) {
    guard isEditable else { return }
    guard
      textViewDelegate?.textView(
        self, shouldChangeTextIn: utf16Range(of: range), replacementText: replacement)
        ?? true
    else { return }
    let open = openUndoRecord
    let change = CharacterEdit(replacing: range, of: characters, with: replacement)
    let replaced = text(in: change.range)
    replace(change.range, with: change.characters)
    setSelection(change.caret..<change.caret)
    registerUndo(
      of: change.range, replaced: replaced, inserted: change.characters.count, as: edit,
      continuing: open)
    textDidChange()
  }

  func restoreCharacters(in range: Range<Int>, with replacement: String) {
    let change = CharacterEdit(replacing: range, of: characters, with: replacement)
    replace(change.range, with: change.characters)
    setSelection(change.range.lowerBound..<(change.range.lowerBound + change.characters.count))
    textDidChange()
  }

  /// Replaces characters and tells the layout which, so that it lays out only around them.
  private func replace(_ range: Range<Int>, with replacement: [Character]) {
    characters.replaceSubrange(range, with: replacement)
    if markedText == nil {
      layout.replaceCharacters(in: range, count: replacement.count)
    } else {
      layout.invalidate()
    }
  }

  private func textDidChange() {
    scrollCaretToVisible()
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  func text(in range: Range<Int>) -> String {
    String(characters[range])
  }

  /// Moves the selection and tells the delegate.
  func setSelection(_ range: Range<Int>, keepAnchor: Bool = false) {
    openUndoRecord = nil
    let count = characters.count
    let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    selection = clamped
    if !keepAnchor { anchor = clamped.lowerBound }
    textLayoutDidChange()
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  // MARK: Dynamic Type

  override func preferredContentSizeCategoryDidChange() {
    guard adjustsFontForContentSizeCategory, let font else { return }
    let adjusted = font.adjusted(to: category)
    if adjusted !== font { self.font = adjusted }
  }

  private var category: UIContentSizeCategory {
    UIContentSizeCategory.resolved(in: traitCollection)
  }

  var currentFont: UIFont { font ?? .systemFont(ofSize: 12) }

  // MARK: Layout, drawing and input (see UITextView+Layout.swift and UITextView+Input.swift)

  /// Matches UIKit (TextKit 2): scrolling lays out the lines that come into view.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue != super.contentOffset else { return }
      super.contentOffset = newValue
      setNeedsLayout()
    }
  }

  /// Matches UIKit: lays the text out to the current width and sets the content size to it.
  open override func layoutSubviews() {
    layOutText()
    super.layoutSubviews()
  }

  /// Matches UIKit: with scrolling off, as tall as the text at the view's width; with scrolling
  /// on, no intrinsic size.
  open override var intrinsicContentSize: CGSize { textIntrinsicContentSize }

  /// Matches UIKit: the size that shows all the text within `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(fitting: size) }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    super.appendContent(to: &items, bounds: bounds)
    appendText(to: &items, bounds: bounds)
  }

  /// Edits and moves the caret while first responder (see `handleKey(_:)`); other keys go up
  /// the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !handleKey(presses) { super.pressesBegan(presses, with: event) }
  }

  /// Makes the view first responder and places the caret at the click; a double click selects a
  /// word and a triple click the paragraph.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    handleTouchBegan(touches)
  }

  /// Extends the selection to the pointer while dragging.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    handleTouchMoved(touches)
  }
}

extension UITextView: UIContentSizeCategoryAdjusting {}

extension UITextView: UIKeyInput {}

extension UITextView: TextInputReceiver {
  var characterCount: Int { characters.count }
}
