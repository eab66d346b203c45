import Foundation
import UIKit

/// Runs damaged storyboards and nibs through the loader, the way an app would use them, and
/// counts what happened: for `make test`'s short fuzz test and the `StoryboardFuzz` tool.
///
/// Each case writes one mutated file (see ``StoryboardMutator``), opens it, instantiates the
/// initial scene and every identified one, shows each in a window, lays it out, sends every
/// control's events and performs every segue the file names, then tears everything down and
/// checks that the controllers and views it made were released. Exceptions are recorded, not
/// fatal, and warnings are silenced: a case passes when it returns.
///
/// The seeds' own custom classes are taken out first: an app's classes rightly assume their file
/// is intact (force-unwrapped outlets, `as!` in `prepare(for:sender:)`), so a crash in them says
/// nothing about the loader. Mutations still name classes, UIKit's among them.
@preconcurrency @MainActor
public struct StoryboardFuzzer {
  /// What one run found.
  public struct Report: Sendable, CustomStringConvertible {
    /// How many damaged files were run.
    public var cases = 0
    /// How many cases raised while the file was opened and its scenes made (refused files).
    public var casesRefused = 0
    /// How many cases raised only while being used (actions with no binding, unknown segues).
    public var casesRaisingInUse = 0
    /// How many cases made at least one controller.
    public var casesWithControllers = 0
    /// Controllers and views still alive after their case was torn down, with the case's
    /// mutations.
    public var leaks: [String] = []
    /// The slowest case, in seconds, and its mutations.
    public var slowest: (seconds: TimeInterval, mutations: [String]) = (0, [])
    /// Wall-clock time of the whole run, in seconds.
    public var seconds: TimeInterval = 0

    /// One line per figure.
    public var description: String {
      """
      cases: \(cases), refused while loading: \(casesRefused), raised only in use: \
      \(casesRaisingInUse), made controllers: \(casesWithControllers)
      leaked objects: \(leaks.count)\(leaks.prefix(3).map { "\n  \($0)" }.joined())
      slowest case: \(String(format: "%.3f", slowest.seconds)) s \(slowest.mutations)
      total: \(String(format: "%.1f", seconds)) s
      """
    }
  }

  /// A file to mutate: its name with extension (`Main.storyboard`, `Card.xib`) and its text.
  public struct Seed: Sendable {
    /// The file's name, whose extension says whether it is a storyboard or a nib.
    public let name: String
    /// The file's XML.
    public let text: String

    /// Makes a seed.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  private let seeds: [Seed]
  private var mutator: StoryboardMutator
  private var generator: SeededGenerator
  private let folder: URL

  /// Prepares a run over `seeds`, its choices fixed by `seed`, writing cases into a fresh
  /// temporary folder.
  public init(seeds: [Seed], seed: UInt64) {
    let customClass = try! NSRegularExpression(
      pattern: #" custom(Class|Module|ModuleProvider)="[^"]*""#)
    self.seeds = seeds.map { seed in
      let range = NSRange(seed.text.startIndex..., in: seed.text)
      return Seed(
        name: seed.name,
        text: customClass.stringByReplacingMatches(
          in: seed.text, range: range, withTemplate: ""))
    }
    mutator = StoryboardMutator(seed: seed)
    generator = SeededGenerator(seed: seed ^ 0x5EED)
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("storyboard-fuzz-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// The mutations of the case under way, for a watchdog that reports a hang.
  public private(set) var currentMutations: [String] = []

  /// Runs `cases` damaged files; `onCase` is called before each with its number and text, so a
  /// caller can keep the file of a case that never returns.
  public mutating func run(cases: Int, onCase: (Int, String) -> Void = { _, _ in }) -> Report {
    var report = Report()
    let start = Date()
    UIKitLog.sink = { _ in }
    let counter = exceptions
    UIKitException.handler = { _ in counter.count += 1 }
    defer {
      UIKitLog.resetSink()
      UIKitException.resetHandler()
    }
    for index in 0..<cases {
      guard !seeds.isEmpty else { break }
      let seed = seeds[Int.random(in: 0..<seeds.count, using: &generator)]
      let (text, mutations) = mutator.mutate(seed.text)
      currentMutations = ["\(seed.name): "] + mutations
      onCase(index, text)
      exceptions.count = 0
      let caseStart = Date()
      let outcome = runCase(text, isNib: seed.name.hasSuffix(".xib"))
      let seconds = Date().timeIntervalSince(caseStart)
      report.cases += 1
      if outcome.raisedWhileLoading {
        report.casesRefused += 1
      } else if exceptions.count > 0 {
        report.casesRaisingInUse += 1
      }
      if outcome.madeControllers { report.casesWithControllers += 1 }
      report.leaks += outcome.survivors.map { "\($0) after \(currentMutations)" }
      if seconds > report.slowest.seconds { report.slowest = (seconds, currentMutations) }
    }
    report.seconds = Date().timeIntervalSince(start)
    try? FileManager.default.removeItem(at: folder)
    return report
  }

  private struct Outcome {
    var madeControllers = false
    var raisedWhileLoading = false
    var survivors: [String] = []
  }

  /// Counts the exceptions of the case under way.
  private final class ExceptionCounter {
    var count = 0
  }

  private let exceptions = ExceptionCounter()

  private final class WeakObject {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject) {
      self.object = object
      name = "\(type(of: object))"
    }
  }

  private func runCase(_ text: String, isNib: Bool) -> Outcome {
    // Made in a function of its own, so that nothing here holds the objects when they are
    // checked.
    let (madeControllers, raisedWhileLoading, watched) = makeAndExercise(text, isNib: isNib)
    UIApplication.shared.advance(by: 0)
    return Outcome(
      madeControllers: madeControllers, raisedWhileLoading: raisedWhileLoading,
      survivors: watched.filter { $0.object != nil }.map(\.name))
  }

  private func makeAndExercise(_ text: String, isNib: Bool) -> (Bool, Bool, [WeakObject]) {
    let bundle = Bundle(url: folder)!
    var controllers: [UIViewController] = []
    var views: [UIView] = []
    if isNib {
      let objects = UINib(data: Data(text.utf8), bundle: bundle).instantiate(withOwner: nil)
      views = objects.compactMap { $0 as? UIView }
      controllers = objects.compactMap { $0 as? UIViewController }
    } else {
      try? Data(text.utf8).write(to: folder.appendingPathComponent("FuzzCase.storyboard"))
      let storyboard = UIStoryboard(name: "FuzzCase", bundle: bundle)
      controllers = storyboard.instantiateInitialViewController().map { [$0] } ?? []
      for identifier in Self.values(of: "storyboardIdentifier", in: text) {
        controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
      }
    }
    let raisedWhileLoading = exceptions.count > 0
    var watched: [WeakObject] = []
    for view in views {
      watched.append(WeakObject(view))
      exercise(root: nil, view: view, text: text)
    }
    for controller in controllers {
      watched.append(WeakObject(controller))
      exercise(root: controller, view: nil, text: text)
    }
    return (!controllers.isEmpty, raisedWhileLoading, watched)
  }

  /// Shows a controller (or a view) in a window, lays it out, fires every control and segue,
  /// and takes it down again.
  private func exercise(root: UIViewController?, view: UIView?, text: String) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = root ?? UIViewController()
    window.rootViewController = host
    if let view { host.view.addSubview(view) }
    window.makeKeyAndVisible()
    UIApplication.shared.advance(by: 0)
    var controls: [UIControl] = []
    func collect(_ view: UIView) {
      if let control = view as? UIControl { controls.append(control) }
      view.subviews.forEach(collect)
    }
    collect(host.view)
    for control in controls.prefix(50) {
      control.sendActions(for: .allEvents)
    }
    for identifier in Self.values(of: "identifier", in: text).prefix(20) {
      host.performSegue(withIdentifier: identifier, sender: nil)
    }
    UIApplication.shared.advance(by: 0.6)
    host.presentedViewController?.dismiss(animated: false)
    window.isHidden = true
    window.rootViewController = nil
    UIApplication.shared.advance(by: 0)
  }

  /// The values of every `attribute="…"` in `text`.
  static func values(of attribute: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    let key = " \(attribute)=\""
    while let start = rest.range(of: key) {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      found.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return found
  }
}
