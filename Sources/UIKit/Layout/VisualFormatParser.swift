/// Reads a Visual Format Language string into constraints, for
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
///
/// Apple's grammar, read left to right with one character of look-ahead:
///
///     format     ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection ::= '' | '-' | '-' (number | metric | '(' predicate (',' predicate)* ')') '-'
///     predicate  ::= ('==' | '<=' | '>=')? (number | metric | view name) ('@' (number | metric))?
@MainActor
struct VisualFormatParser {
  /// A fault in the format, at a character offset, reported in UIKit's words.
  struct Failure: Error {
    let message: String
    let offset: Int?

    /// UIKit's reason: the message, then the format with a caret under the fault.
    func reason(in format: String) -> String {
      var text = "Unable to parse constraint format: \n\(message) \n\(format)"
      if let offset { text += " \n" + String(repeating: " ", count: offset) + "^" }
      return text
    }
  }

  /// One `relation constant-or-view @priority` term.
  struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  /// What lies between two items.
  enum Connection {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: the standard space.
    case standard
    /// `[a]-20-[b]`, `[a]-(>=8)-[b]`.
    case predicates([Predicate])

    var isStandard: Bool {
      if case .standard = self { return true }
      return false
    }

    /// The predicates the connection stands for; `standard` is the standard space's length.
    func predicates(standard: CGFloat) -> [Predicate] {
      switch self {
      case .flush: [Predicate()]
      case .standard: [Predicate(constant: standard)]
      case .predicates(let predicates): predicates
      }
    }
  }

  /// A view in brackets, or the superview's edge (`|`, at an offset in the format).
  enum Item {
    case superview(Int)
    case view(UIView, [Predicate])
  }

  /// The spacing between two neighbouring views when the format says `-`.
  private static let standardSpacing: CGFloat = 8

  private let format: [Character]
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var index = 0
  private var isVertical = false

  init(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) {
    self.format = Array(format)
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// The format's constraints, in the order its parts are written, alignments last.
  mutating func constraints() throws(Failure) -> [NSLayoutConstraint] {
    try readOrientation()
    var items: [Item] = []
    var connections: [Connection] = []
    if peek == "|" {
      items.append(.superview(index))
      index += 1
      connections.append(try readConnection())
    }
    items.append(try readView())
    while index < format.count {
      let connection = try readConnection()
      connections.append(connection)
      if peek == "|" {
        items.append(.superview(index))
        index += 1
        guard index == format.count else {
          throw Failure(message: "Expected the end of the format after '|'", offset: index)
        }
      } else {
        items.append(try readView())
      }
    }
    return try makeConstraints(items: items, connections: connections)
  }

  // MARK: Reading

  private var peek: Character? { index < format.count ? format[index] : nil }

  private mutating func readOrientation() throws(Failure) {
    guard let first = peek, first == "H" || first == "V" else { return }
    guard index + 1 < format.count, format[index + 1] == ":" else {
      throw Failure(
        message:
          "Expected ':' after '\(first)' to specify \(first == "H" ? "horizontal" : "vertical") arrangement",
        offset: index + 1)
    }
    isVertical = first == "V"
    index += 2
  }

  private mutating func readView() throws(Failure) -> Item {
    guard peek == "[" else {
      throw Failure(message: "Expected a view", offset: index)
    }
    index += 1
    let nameStart = index
    let name = readIdentifier()
    guard !name.isEmpty else {
      throw Failure(
        message: "Expected a view name here. That is how you give the start of a view.",
        offset: index)
    }
    let view = try lookUpView(name, at: nameStart)
    var predicates: [Predicate] = []
    if peek == "(" {
      predicates = try readPredicateList()
    }
    guard peek == "]" else {
      throw Failure(
        message: "Expected a ']' here. That is how you give the end of a view.", offset: index)
    }
    index += 1
    return .view(view, predicates)
  }

  private mutating func readConnection() throws(Failure) -> Connection {
    guard peek == "-" else { return .flush }
    index += 1
    if peek == "[" || peek == "|" || peek == nil { return .standard }
    let predicates: [Predicate]
    if peek == "(" {
      predicates = try readPredicateList()
    } else {
      predicates = [Predicate(constant: try readConstant())]
    }
    guard peek == "-" else {
      throw Failure(message: "Expected '-' here, to end the spacing", offset: index)
    }
    index += 1
    return .predicates(predicates)
  }

  private mutating func readPredicateList() throws(Failure) -> [Predicate] {
    index += 1  // "("
    var predicates = [try readPredicate()]
    while peek == "," {
      index += 1
      predicates.append(try readPredicate())
    }
    guard peek == ")" else {
      throw Failure(message: "Expected ')' or ',' here, in a list of predicates", offset: index)
    }
    index += 1
    return predicates
  }

  private mutating func readPredicate() throws(Failure) -> Predicate {
    var predicate = Predicate()
    if index + 1 < format.count, format[index + 1] == "=" {
      switch format[index] {
      case "=": predicate.relation = .equal
      case "<": predicate.relation = .lessThanOrEqual
      case ">": predicate.relation = .greaterThanOrEqual
      default:
        throw Failure(message: "Expected a relation: '==', '<=' or '>='", offset: index)
      }
      index += 2
    }
    let nameStart = index
    let name = readIdentifier()
    if name.isEmpty {
      predicate.constant = try readNumber()
    } else if let metric = metrics[name] {
      predicate.constant = try number(from: metric, named: name, at: nameStart)
    } else if views[name] != nil {
      predicate.view = try lookUpView(name, at: nameStart)
    } else {
      throw Failure(
        message: "\(name) is not a key in the metrics or views dictionaries.", offset: nameStart)
    }
    if peek == "@" {
      index += 1
      let priorityStart = index
      let value = try readConstant()
      guard value > 0, value <= 1000 else {
        throw Failure(
          message: "A priority must be greater than 0 and less than or equal to 1000",
          offset: priorityStart)
      }
      predicate.priority = UILayoutPriority(Float(value))
    }
    return predicate
  }

  /// A number, or a metric's value.
  private mutating func readConstant() throws(Failure) -> CGFloat {
    let nameStart = index
    let name = readIdentifier()
    guard !name.isEmpty else { return try readNumber() }
    guard let metric = metrics[name] else {
      throw Failure(message: "\(name) is not a key in the metrics dictionary.", offset: nameStart)
    }
    return try number(from: metric, named: name, at: nameStart)
  }

  private mutating func readNumber() throws(Failure) -> CGFloat {
    let start = index
    if peek == "-" || peek == "+" { index += 1 }
    while let character = peek, character.isASCII, character.isNumber || character == "." {
      index += 1
    }
    guard let value = Double(String(format[start..<index])) else {
      index = start
      throw Failure(
        message:
          "Expected a number or key from the metrics dictionary, but encountered something else",
        offset: start)
    }
    return CGFloat(value)
  }

  /// A C identifier, or "" when none starts here.
  private mutating func readIdentifier() -> String {
    let start = index
    while let character = peek, character.isASCII,
      character.isLetter || character == "_" || (index > start && character.isNumber)
    {
      index += 1
    }
    return String(format[start..<index])
  }

  private func lookUpView(_ name: String, at offset: Int) throws(Failure) -> UIView {
    guard let value = views[name] else {
      throw Failure(message: "\(name) is not a key in the views dictionary.", offset: offset)
    }
    guard let view = value as? UIView else {
      throw Failure(
        message: "The value for \(name) in the views dictionary is not a view.", offset: offset)
    }
    return view
  }

  private func number(from value: Any, named name: String, at offset: Int) throws(Failure)
    -> CGFloat
  {
    switch value {
    case let number as CGFloat: return number
    case let number as Double: return CGFloat(number)
    case let number as Float: return CGFloat(number)
    case let number as Int: return CGFloat(number)
    case let number as NSNumber: return CGFloat(number.doubleValue)
    default:
      throw Failure(
        message: "The value for \(name) in the metrics dictionary is not a number.",
        offset: offset)
    }
  }

  // MARK: Making constraints

  /// The attributes a format's items are joined by: the edge before and after a view.
  private struct Edges {
    var before: NSLayoutConstraint.Attribute
    var after: NSLayoutConstraint.Attribute
    var marginBefore: NSLayoutConstraint.Attribute
    var marginAfter: NSLayoutConstraint.Attribute
    /// Right to left: the gap is measured from the later item to the earlier one.
    var reversed = false
  }

  private var edges: Edges {
    if isVertical {
      return Edges(
        before: .top, after: .bottom, marginBefore: .topMargin, marginAfter: .bottomMargin)
    }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight:
      return Edges(
        before: .left, after: .right, marginBefore: .leftMargin, marginAfter: .rightMargin)
    case .directionRightToLeft:
      return Edges(
        before: .right, after: .left, marginBefore: .rightMargin, marginAfter: .leftMargin,
        reversed: true)
    default:
      return Edges(
        before: .leading, after: .trailing, marginBefore: .leadingMargin,
        marginAfter: .trailingMargin)
    }
  }

  private func makeConstraints(items: [Item], connections: [Connection]) throws(Failure)
    -> [NSLayoutConstraint]
  {
    let alignments = try alignmentAttributes()
    let edges = edges
    let laidOut = items.compactMap { item -> UIView? in
      if case .view(let view, _) = item { return view }
      return nil
    }
    var constraints: [NSLayoutConstraint] = []
    for (position, item) in items.enumerated() {
      if case .view(let view, let predicates) = item {
        constraints += predicates.map { sizeConstraint(view, $0) }
      }
      guard position + 1 < items.count else { continue }
      constraints += try spacing(
        from: items[position], to: items[position + 1], connections[position], edges)
    }
    for (previous, view) in zip(laidOut, laidOut.dropFirst()) {
      constraints += alignments.map { attribute in
        NSLayoutConstraint(
          item: view, attribute: attribute, relatedBy: .equal, toItem: previous,
          attribute: attribute, multiplier: 1, constant: 0)
      }
    }
    return constraints
  }

  private func sizeConstraint(_ view: UIView, _ predicate: Predicate) -> NSLayoutConstraint {
    let size: NSLayoutConstraint.Attribute = isVertical ? .height : .width
    let constraint = NSLayoutConstraint(
      item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
      attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
      constant: predicate.constant)
    constraint.priority = predicate.priority
    return constraint
  }

  /// The constraints of one connection: `later.before == earlier.after + gap`, or the other
  /// way round when the format runs right to left.
  private func spacing(
    from earlier: Item, to later: Item, _ connection: Connection, _ edges: Edges
  ) throws(Failure) -> [NSLayoutConstraint] {
    let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
    var predicates: [Predicate]
    var earlierEnd: (item: UIView, attribute: NSLayoutConstraint.Attribute)
    var laterEnd: (item: UIView, attribute: NSLayoutConstraint.Attribute)
    switch (earlier, later) {
    case (.view(let first, _), .view(let second, _)):
      earlierEnd = (first, baselines ? .lastBaseline : edges.after)
      laterEnd = (second, baselines ? .firstBaseline : edges.before)
      predicates = connection.predicates(standard: Self.standardSpacing)
    case (.superview(let offset), .view(let view, _)):
      let superview = try superview(of: view, at: offset)
      let standard = connection.isStandard
      earlierEnd = (superview, standard ? edges.marginBefore : edges.before)
      laterEnd = (view, edges.before)
      predicates = connection.predicates(standard: 0)
    case (.view(let view, _), .superview(let offset)):
      let superview = try superview(of: view, at: offset)
      let standard = connection.isStandard
      earlierEnd = (view, edges.after)
      laterEnd = (superview, standard ? edges.marginAfter : edges.after)
      predicates = connection.predicates(standard: 0)
    default:
      return []
    }
    if edges.reversed { swap(&earlierEnd, &laterEnd) }
    return predicates.map { predicate in
      let constraint = NSLayoutConstraint(
        item: laterEnd.item, attribute: laterEnd.attribute, relatedBy: predicate.relation,
        toItem: earlierEnd.item, attribute: earlierEnd.attribute, multiplier: 1,
        constant: predicate.constant)
      constraint.priority = predicate.priority
      return constraint
    }
  }

  private func superview(of view: UIView, at offset: Int) throws(Failure) -> UIView {
    guard let superview = view.superview else {
      throw Failure(
        message:
          "Unable to interpret '|' character, because the related view doesn't have a superview",
        offset: offset)
    }
    return superview
  }

  /// The attributes the alignment options name, which must lie across the format's orientation.
  private func alignmentAttributes() throws(Failure) -> [NSLayoutConstraint.Attribute] {
    let named: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    let attributes = named.filter { options.contains($0.0) }.map(\.1)
    let along: NSLayoutConstraint.Axis = isVertical ? .vertical : .horizontal
    if attributes.contains(where: { $0.axis == along }) {
      let edge = isVertical ? "vertical" : "horizontal"
      throw Failure(
        message:
          "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
          + "layout that is also \(edge).",
        offset: nil)
    }
    return attributes
  }
}
