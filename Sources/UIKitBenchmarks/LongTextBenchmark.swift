import Foundation
import SDLHost
import UIKit
import UIKitTestSupport

/// Benchmark 15 (issues 36 and 39): very long text, through the public API, each time from
/// setting the text (or typing) to the host window's next frame, drawn by its software renderer
/// at 2x.
///
/// - A single-line label given 100,000 characters: sized, laid out, truncated and drawn.
/// - A label of any number of lines given the same text: wrapped into its 400 points, and drawn.
/// - A text field given 100,000 characters, then one more character typed at the end through
///   the host's text input (what SDL's text events call): the field is measured in one shaping
///   pass and draws only what shows.
/// - A text view given 1,000,000 characters, then one more typed at the end, or ten typed one
///   after another in the middle, each timed: the view lays out again only from the edited line
///   until the lines meet the old ones or reach a screen below the view, as TextKit 2 lays out
///   its viewport. (This text is one paragraph, so a word pushed to the next line shifts every
///   later line, as greedy wrapping does: about one keystroke in ten. The row's maximum is such
///   a keystroke.)
/// - A text view given one word of 100,000 characters, broken between characters where a line
///   is full, then one more typed at its end, or ten in its middle: an edit deep in the word
///   wraps again from the line before it, not from the word's first line.
@MainActor
struct LongTextBenchmark {
  let configuration: Configuration

  private static let repetitions = 5
  private static let frame = 1.0 / 60

  func run() throws -> [BenchmarkRow] {
    // Nothing here uses a window system; measure once, in the offscreen child.
    guard configuration == .offscreen else { return [] }
    let words = Self.text(characters: 100_000)
    return [
      try row(
        "15. 100,000 characters: single-line label set, laid out, drawn", target: 0.05,
        detail: "300 points wide, truncated at the tail"
      ) { root in
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: 30))
        root.view.addSubview(label)
        return { label.text = words }
      },
      try row(
        "15. 100,000 characters: wrapped label set, laid out, drawn", target: 0.05,
        detail: "300 by 400 points, any number of lines, word wrapping"
      ) { root in
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: 400))
        label.numberOfLines = 0
        root.view.addSubview(label)
        return { label.text = words }
      },
      try labelRow("three-line label truncated at the head", lines: 3, mode: .byTruncatingHead),
      try labelRow("three-line label truncated in the middle", lines: 3, mode: .byTruncatingMiddle),
      try labelRow("single-line label clipped", lines: 1, mode: .byClipping),
      try labelRow(
        "single-line label clipped, centred", lines: 1, mode: .byClipping, alignment: .center),
      try labelRow("single-line label word-wrapped", lines: 1, mode: .byWordWrapping),
      try row(
        "15. 100,000 characters: single-line label shrunk to fit", target: 0.05,
        detail: "300 points wide, adjustsFontSizeToFitWidth, minimum scale 0.5"
      ) { root in
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: 30))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        root.view.addSubview(label)
        return { label.text = words }
      },
      try row(
        "15. 100,000 characters: text field set, laid out, drawn", target: 0.05,
        detail: "300 points wide, editing, caret at the end"
      ) { root in
        let field = Self.field(in: root)
        return { field.text = words }
      },
      try row(
        "15. 100,000-character text field: one character typed", target: Self.frame,
        detail: "typed at the end through the host's text input, then laid out and drawn"
      ) { root in
        let field = Self.field(in: root)
        field.text = words
        return { UIApplication.shared.sendText("x") }
      },
      try typingRow(
        "15. 1,000,000-character text view: one character typed", caret: 1_000_000,
        detail: "typed at the end through the host's text input, then laid out and drawn"),
      try typingRow(
        "15. 1,000,000-character text view: one character typed mid-text", caret: 500_000,
        keystrokes: 10,
        detail: "ten typed at character 500,000 in view, each laid out and drawn"),
      try typingRow(
        "15. one 100,000-character word in a text view: one character typed", caret: 100_000,
        text: Self.word(characters: 100_000),
        detail: "typed at the end of the word, broken between characters, then laid out and drawn"
      ),
      try typingRow(
        "15. one 100,000-character word in a text view: one character typed mid-word",
        caret: 50_000, keystrokes: 10, text: Self.word(characters: 100_000),
        detail: "ten typed at character 50,000 in view, each laid out and drawn"),
    ]
  }

  /// Words of five to nine random letters, so that wrapping and truncation find spaces, drawn
  /// as a language draws its words: from a vocabulary of 10,000, the word of rank r about 1/r as
  /// often as the commonest (Zipf's law). Lines of a text that cycled through a few words
  /// would repeat, and the measurements of one would serve the next; this text repeats its
  /// words as prose does, not its lines.
  private static func text(characters: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var generator = SeededGenerator(seed: 15)
    let vocabulary = (0..<10_000).map { _ in
      String(
        (0..<Int.random(in: 5...9, using: &generator)).map { _ in
          letters.randomElement(using: &generator)!
        })
    }
    var cumulative: [Double] = []
    var total = 0.0
    for rank in 1...vocabulary.count {
      total += 1 / Double(rank)
      cumulative.append(total)
    }
    var text = ""
    text.reserveCapacity(characters + 10)
    while text.utf8.count < characters {
      let pick = Double.random(in: 0..<total, using: &generator)
      var low = 0
      var high = cumulative.count - 1
      while low < high {
        let mid = (low + high) / 2
        if cumulative[mid] > pick { high = mid } else { low = mid + 1 }
      }
      text += vocabulary[low] + " "
    }
    return String(text.prefix(characters))
  }

  /// One word without spaces (a URL, a hash, base64), of letters and digits drawn at random.
  private static func word(characters: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SeededGenerator(seed: 16)
    return String((0..<characters).map { _ in alphabet.randomElement(using: &generator)! })
  }

  /// A label of `lines` lines in `mode` and `alignment`, given 100,000 characters: set, laid
  /// out and drawn.
  private func labelRow(
    _ name: String, lines: Int, mode: NSLineBreakMode, alignment: NSTextAlignment = .natural
  ) throws -> BenchmarkRow {
    let words = Self.text(characters: 100_000)
    return try row(
      "15. 100,000 characters: \(name)", target: 0.05,
      detail: "300 points wide, as tall as its lines"
    ) { root in
      let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: CGFloat(lines) * 21))
      label.numberOfLines = lines
      label.lineBreakMode = mode
      label.textAlignment = alignment
      root.view.addSubview(label)
      return { label.text = words }
    }
  }

  /// `keystrokes` characters typed one after another through the host's text input into a
  /// text view holding `text` (1,000,000 characters of words unless given), its caret at
  /// character `caret`, scrolled into view: to the top of the view when text follows it.
  private func typingRow(
    _ name: String, caret: Int, keystrokes: Int = 1, text: String? = nil, detail: String
  ) throws -> BenchmarkRow {
    let text = text ?? Self.text(characters: 1_000_000)
    return try row(name, target: Self.frame, detail: detail, changes: keystrokes) { root in
      let view = UITextView(frame: CGRect(x: 10, y: 100, width: 300, height: 400))
      root.view.addSubview(view)
      view.text = text
      _ = view.becomeFirstResponder()
      view.selectedRange = NSRange(location: caret, length: 0)
      view.scrollRangeToVisible(view.selectedRange)
      if caret < text.utf16.count {
        // The caret's line moved from the bottom of the view to its top, so that a keystroke
        // that moves the rest of the paragraph changes every line in view.
        let inset = view.textContainerInset
        view.contentOffset.y +=
          view.bounds.height - inset.top - inset.bottom - (view.font?.lineHeight ?? 0)
      }
      return { UIApplication.shared.sendText("x") }
    }
  }

  private static func field(in root: UIViewController) -> UITextField {
    let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
    field.borderStyle = .roundedRect
    root.view.addSubview(field)
    _ = field.becomeFirstResponder()
    return field
  }

  /// Times `change` (made by `setUp` in a fresh host window at 2x, after a first frame) through
  /// the window's next frame: layout, display list, drawing by the window's software renderer
  /// with its caches as the frame before left them, and presenting, as a window on screen draws
  /// what was typed; `changes` times a window, each timed alone. The detail adds how many pieces
  /// of text each change rasterized (the rest came from the window's text cache).
  private func row(
    _ name: String, target: Double, detail: String, changes: Int = 1,
    setUp: (UIViewController) -> () -> Void
  ) throws -> BenchmarkRow {
    var times: [Double] = []
    var rasterized: [Double] = []
    for _ in 0..<Self.repetitions {
      let root = UIViewController()
      root.view.backgroundColor = .white
      let bench = try BenchmarkWindow(configuration: configuration, root: root, scale: 2)
      defer { bench.close() }
      let change = setUp(root)
      _ = bench.frameworkFrame()
      for _ in 0..<changes {
        let before = bench.host.drawer.statistics.textRasterizations
        let start = MonotonicClock.now
        change()
        _ = bench.frameworkFrame()
        times.append(MonotonicClock.now - start)
        rasterized.append(Double(bench.host.drawer.statistics.textRasterizations - before))
      }
    }
    let pieces = Int(Samples(rasterized).median)
    return BenchmarkRow(
      benchmark: name, configuration: configuration, times: Samples(times), target: target,
      detail: "\(detail); text pieces rasterized: \(pieces) (median)")
  }

}
