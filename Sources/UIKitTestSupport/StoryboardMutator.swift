import Foundation

/// Makes damaged copies of an Interface Builder file, for fuzzing the storyboard and nib loader.
///
/// Each copy applies one to three mutations, chosen by a `SeededGenerator` so that a run can be
/// replayed: the file cut short, a line dropped, repeated or moved, identifiers swapped, an
/// attribute given a hostile value (another object's id, an empty string, NaN, a huge number,
/// a negative count, text), dropped or invented, an element renamed to another kind, stray
/// markup inserted, or views nested very deep. Xcode writes one element per line, so lines are
/// the unit most mutations work on.
///
/// ```swift
/// var mutator = StoryboardMutator(seed: 7)
/// let (damaged, applied) = mutator.mutate(originalXML)
/// ```
public struct StoryboardMutator: Sendable {
  private var generator: SeededGenerator

  /// Makes a mutator whose choices are fixed by `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  private static let hostileValues = [
    "", "-1", "0", "1e309", "-1e308", "NaN", "inf", "YES", "NO", "9223372036854775807",
    "-9223372036854775808", "0.5:0", "3:", ":", "16:9", "1e-320", "한글", "&lt;view&gt;",
    "system", "custom", "vertical", "embed", "relationship", "unwind", "fillEqually",
    "UIKitTests", "Demo", "UIView", "NSObject", "_TtC4Demo1X", "Outer.Inner.Deep.Deeper",
    "scaleAspectFill", "greaterThanOrEqual", "centerXWithinMargins", "notAnAttribute",
    "rootViewController", "viewControllers", "-9999999", "100000000", "UILabel", "UIButton",
    "UIStackView", "UIScrollView", "UINavigationController", "UIViewController", "UISwitch",
  ]

  private static let attributeNames = [
    "id", "destination", "firstItem", "secondItem", "firstAttribute", "secondAttribute",
    "relation", "multiplier", "constant", "priority", "customClass", "customModule", "kind",
    "relationship", "storyboardIdentifier", "initialViewController", "selector", "eventType",
    "property", "text", "numberOfLines", "numberOfPages", "currentPage", "value", "minValue",
    "maxValue", "pointSize", "contentMode", "axis", "spacing", "alpha", "tag", "hidden",
    "translatesAutoresizingMaskIntoConstraints", "placeholder", "storyboardName",
    "referencedIdentifier", "unwindAction", "systemColor", "name", "red", "white", "width",
    "height", "x", "y", "buttonType", "style", "selectedSegmentIndex", "animates",
  ]

  private static let elementNames = [
    "view", "label", "button", "imageView", "stackView", "textField", "switch", "slider",
    "segmentedControl", "scrollView", "containerView", "pageControl", "activityIndicatorView",
    "viewController", "navigationController", "tabBarController", "viewControllerPlaceholder",
    "constraint", "segue", "outlet", "outletCollection", "action", "color", "rect",
    "fontDescription", "viewLayoutGuide", "placeholder", "exit", "tapGestureRecognizer",
    "subviews", "constraints", "connections", "scene", "objects", "tableView", "unknownThing",
  ]

  /// A damaged copy of `text`, and a description of each mutation applied.
  public mutating func mutate(_ text: String) -> (text: String, mutations: [String]) {
    var lines = text.components(separatedBy: "\n")
    var applied: [String] = []
    let count = Int.random(in: 1...3, using: &generator)
    for _ in 0..<count {
      applied.append(mutateOnce(&lines))
    }
    return (lines.joined(separator: "\n"), applied)
  }

  private mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &generator)]
  }

  private mutating func lineIndex(_ lines: [String]) -> Int {
    Int.random(in: 0..<max(lines.count, 1), using: &generator)
  }

  private mutating func mutateOnce(_ lines: inout [String]) -> String {
    guard !lines.isEmpty else { return "nothing to mutate" }
    switch Int.random(in: 0..<11, using: &generator) {
    case 0:
      let joined = lines.joined(separator: "\n")
      let cut = Int.random(in: 0...joined.utf8.count, using: &generator)
      let prefix = String(decoding: joined.utf8.prefix(cut), as: UTF8.self)
      lines = prefix.components(separatedBy: "\n")
      return "truncated at byte \(cut)"
    case 1:
      let index = lineIndex(lines)
      lines.remove(at: index)
      return "dropped line \(index + 1)"
    case 2:
      let index = lineIndex(lines)
      lines.insert(lines[index], at: index)
      return "repeated line \(index + 1)"
    case 3:
      let from = lineIndex(lines)
      let line = lines.remove(at: from)
      let to = Int.random(in: 0...lines.count, using: &generator)
      lines.insert(line, at: to)
      return "moved line \(from + 1) to \(to + 1)"
    case 4: return swapIdentifiers(&lines)
    case 5: return setAttribute(&lines, value: pick(Self.hostileValues + identifiers(lines)))
    case 6: return removeAttribute(&lines)
    case 7: return addAttribute(&lines)
    case 8: return renameElement(&lines)
    case 9:
      let index = lineIndex(lines)
      let garbage = pick(["<", ">", "&", "&bogus;", "]]>", "<!--", "\u{0}", "<view>", "</view>"])
      lines[index] += garbage
      return "appended \(garbage.debugDescription) to line \(index + 1)"
    default: return nestDeeply(&lines)
    }
  }

  private static let attributePattern = try! NSRegularExpression(
    pattern: #"([A-Za-z_][A-Za-z0-9_.:-]*)="([^"]*)""#)

  private func attributes(in line: String) -> [NSTextCheckingResult] {
    Self.attributePattern.matches(
      in: line, range: NSRange(line.startIndex..., in: line))
  }

  private func identifiers(_ lines: [String]) -> [String] {
    lines.flatMap { line in
      attributes(in: line).compactMap { match -> String? in
        guard let name = Range(match.range(at: 1), in: line),
          line[name] == "id", let value = Range(match.range(at: 2), in: line)
        else { return nil }
        return String(line[value])
      }
    }
  }

  private mutating func swapIdentifiers(_ lines: inout [String]) -> String {
    let ids = identifiers(lines)
    guard ids.count >= 2 else { return "no identifiers to swap" }
    let first = pick(ids)
    let second = pick(ids)
    let marker = "\u{1}swap\u{1}"
    lines = lines.map {
      $0.replacingOccurrences(of: "\"\(first)\"", with: marker)
        .replacingOccurrences(of: "\"\(second)\"", with: "\"\(first)\"")
        .replacingOccurrences(of: marker, with: "\"\(second)\"")
    }
    return "swapped ids \(first) and \(second)"
  }

  private mutating func setAttribute(_ lines: inout [String], value: String) -> String {
    let index = lineIndex(lines)
    let line = lines[index]
    let matches = attributes(in: line)
    guard !matches.isEmpty, let range = Range(pick(matches).range(at: 2), in: line) else {
      return "no attribute on line \(index + 1)"
    }
    lines[index] = line.replacingCharacters(in: range, with: value)
    return "set an attribute on line \(index + 1) to \(value.debugDescription)"
  }

  private mutating func removeAttribute(_ lines: inout [String]) -> String {
    let index = lineIndex(lines)
    let line = lines[index]
    let matches = attributes(in: line)
    guard !matches.isEmpty, let range = Range(pick(matches).range, in: line) else {
      return "no attribute on line \(index + 1)"
    }
    lines[index] = line.replacingCharacters(in: range, with: "")
    return "removed an attribute from line \(index + 1)"
  }

  private mutating func addAttribute(_ lines: inout [String]) -> String {
    let index = lineIndex(lines)
    guard
      let tagEnd = lines[index].firstIndex(of: "<").flatMap({ start in
        lines[index][start...].firstIndex(of: " ")
      })
    else { return "no element on line \(index + 1)" }
    let name = pick(Self.attributeNames)
    let value = pick(Self.hostileValues + identifiers(lines))
    lines[index].insert(contentsOf: " \(name)=\"\(value)\"", at: tagEnd)
    return "added \(name)=\(value.debugDescription) on line \(index + 1)"
  }

  private mutating func renameElement(_ lines: inout [String]) -> String {
    let index = lineIndex(lines)
    let line = lines[index]
    guard let open = line.firstIndex(of: "<"),
      line.index(after: open) < line.endIndex, line[line.index(after: open)] != "/",
      line[line.index(after: open)] != "?", line[line.index(after: open)] != "!"
    else { return "no start tag on line \(index + 1)" }
    let nameStart = line.index(after: open)
    let nameEnd =
      line[nameStart...].firstIndex { $0 == " " || $0 == ">" || $0 == "/" }
      ?? line.endIndex
    let old = String(line[nameStart..<nameEnd])
    let new = pick(Self.elementNames)
    lines[index].replaceSubrange(nameStart..<nameEnd, with: new)
    // The matching end tag, if it is on a later line, is renamed too, half of the time.
    if Bool.random(using: &generator),
      let close = lines[(index + 1)...].firstIndex(where: { $0.contains("</\(old)>") })
    {
      lines[close] = lines[close].replacingOccurrences(of: "</\(old)>", with: "</\(new)>")
    }
    return "renamed <\(old)> on line \(index + 1) to <\(new)>"
  }

  private mutating func nestDeeply(_ lines: inout [String]) -> String {
    guard let index = lines.firstIndex(where: { $0.contains("<subviews>") }) else {
      return "no subviews to nest in"
    }
    let depth = Int.random(in: 20...260, using: &generator)
    let opening = (0..<depth).map {
      "<view contentMode=\"scaleToFill\" id=\"deep-\($0)\"><subviews>"
    }
    let closing = Array(repeating: "</subviews></view>", count: depth)
    lines.insert((opening + closing).joined(), at: index + 1)
    return "nested \(depth) views after line \(index + 1)"
  }
}
