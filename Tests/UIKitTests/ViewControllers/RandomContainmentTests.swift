import Testing
import UIKitTestSupport

@testable import UIKit

/// One step of the random walk. Controllers are indices into the pool, so a sequence can be
/// replayed and shrunk.
private enum Operation: CustomStringConvertible {
  case embed(parent: Int, child: Int)
  case unembed(Int)
  case addChild(parent: Int, child: Int)
  case removeFromParent(Int)
  case transition(parent: Int, to: Int, duration: Double)
  case present(presenter: Int, presented: Int, animated: Bool)
  case dismiss(Int, animated: Bool)
  case manualAppearance(Int)
  case setRoot(Int)
  case toggleWindow
  case advance(frames: Int)

  var description: String {
    switch self {
    case .embed(let p, let c): "embed(\(c) in \(p))"
    case .unembed(let c): "unembed(\(c))"
    case .addChild(let p, let c): "addChild(\(c) to \(p))"
    case .removeFromParent(let c): "removeFromParent(\(c))"
    case .transition(let p, let to, let d): "transition(in \(p) to \(to), \(d)s)"
    case .present(let p, let c, let a): "present(\(c) from \(p), animated: \(a))"
    case .dismiss(let c, let a): "dismiss(from \(c), animated: \(a))"
    case .manualAppearance(let c): "manualAppearance(\(c))"
    case .setRoot(let c): "setRoot(\(c))"
    case .toggleWindow: "toggleWindow"
    case .advance(let frames): "advance(\(frames) frames)"
    }
  }

  static func random(poolSize n: Int, using rng: inout SeededGenerator) -> Operation {
    func pick() -> Int { Int.random(in: 0..<n, using: &rng) }
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<20: return .embed(parent: pick(), child: pick())
    case 20..<33: return .unembed(pick())
    case 33..<37: return .addChild(parent: pick(), child: pick())
    case 37..<41: return .removeFromParent(pick())
    case 41..<53:
      return .transition(
        parent: pick(), to: pick(), duration: [0, 0.1, 0.25].randomElement(using: &rng)!)
    case 53..<61:
      return .present(presenter: pick(), presented: pick(), animated: Bool.random(using: &rng))
    case 61..<69: return .dismiss(pick(), animated: Bool.random(using: &rng))
    case 69..<74: return .manualAppearance(pick())
    case 74..<78: return .setRoot(pick())
    case 78..<81: return .toggleWindow
    default: return .advance(frames: Int.random(in: 0...40, using: &rng))
    }
  }
}

/// A controller that checks, as callbacks arrive, that no didAppear comes without a
/// willAppear before it.
@MainActor
private final class ProbeController: UIViewController {
  let index: Int
  var lastAppearanceEvent = "none"
  var violations: [String] = []

  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var description: String { "vc\(index)" }

  override func viewWillAppear(_ animated: Bool) { lastAppearanceEvent = "willAppear" }
  override func viewIsAppearing(_ animated: Bool) {
    if lastAppearanceEvent != "willAppear" {
      violations.append("\(self) isAppearing after \(lastAppearanceEvent)")
    }
  }
  override func viewDidAppear(_ animated: Bool) {
    if lastAppearanceEvent != "willAppear" {
      violations.append("\(self) didAppear after \(lastAppearanceEvent)")
    }
    lastAppearanceEvent = "didAppear"
  }
  override func viewWillDisappear(_ animated: Bool) { lastAppearanceEvent = "willDisappear" }
  override func viewDidDisappear(_ animated: Bool) { lastAppearanceEvent = "didDisappear" }
}

/// A fresh pool of controllers in a window, that applies operations and checks invariants.
@MainActor
private final class World {
  let pool: [ProbeController]
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  /// How often each kind of operation actually did something, so the walk is known to reach
  /// the interesting cases.
  var coverage: [String: Int] = [:]

  /// Refusals are expected along the walk: they are recorded, and the console stays quiet.
  let exceptions: ExceptionRecorder

  init(poolSize: Int) {
    TestApplication.reset()
    exceptions = ExceptionRecorder()
    UIKitLog.sink = { _ in }
    pool = (0..<poolSize).map { ProbeController(index: $0) }
    window.rootViewController = pool[0]
    window.makeKeyAndVisible()
  }

  func apply(_ operation: Operation) {
    switch operation {
    case .embed(let p, let c):
      let (parent, child) = (pool[p], pool[c])
      guard child !== window.rootViewController, child.presentingViewController == nil,
        child.parent == nil
      else { return }
      parent.addChild(child)
      guard child.parent === parent else { return }
      child.view.frame = parent.view.bounds.insetBy(dx: 5, dy: 5)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      coverage["embed", default: 0] += 1
    case .unembed(let c):
      let child = pool[c]
      guard child.parent != nil else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    case .addChild(let p, let c):
      let (parent, child) = (pool[p], pool[c])
      guard child !== window.rootViewController, !(child.viewIfLoaded?.superview != nil) else {
        return
      }
      parent.addChild(child)
    case .removeFromParent(let c):
      let child = pool[c]
      guard child.viewIfLoaded?.superview == nil else { return }
      child.removeFromParent()
    case .transition(let p, let t, let duration):
      let parent = pool[p]
      let to = pool[t]
      guard let from = parent.children.first(where: { $0.viewIfLoaded?.superview === parent.view })
      else { return }
      guard to.parent == nil || to.parent === parent, to.viewIfLoaded?.superview == nil,
        to.presentingViewController == nil, to !== window.rootViewController
      else { return }
      from.willMove(toParent: nil)
      parent.addChild(to)
      guard to.parent === parent else { return }
      parent.transition(
        from: from, to: to, duration: duration, animations: { to.view.alpha = 1 },
        completion: { _ in
          from.removeFromParent()
          to.didMove(toParent: parent)
        })
      coverage["transition", default: 0] += 1
    case .present(let p, let c, let animated):
      pool[p].present(pool[c], animated: animated)
      if pool[c].presentingViewController != nil { coverage["present", default: 0] += 1 }
    case .dismiss(let c, let animated):
      let presenting = pool[c].presentedViewController ?? pool[c].presentingViewController
      pool[c].dismiss(animated: animated)
      if presenting != nil { coverage["dismiss", default: 0] += 1 }
    case .manualAppearance(let c):
      let controller = pool[c]
      guard !controller.appearanceState.isTransitioning, controller.parent == nil else { return }
      if controller.appearanceState == .appeared {
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
      } else {
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
      }
    case .setRoot(let c):
      let controller = pool[c]
      guard controller.parent == nil, controller.presentingViewController == nil,
        controller.presentedViewController == nil, controller.viewIfLoaded?.superview == nil
      else { return }
      window.rootViewController = controller
    case .toggleWindow:
      window.isHidden.toggle()
    case .advance(let frames):
      UIApplication.shared.advance(by: Double(frames) / 60)
    }
  }

  /// The invariants, or a description of the first one that fails.
  func violation() -> String? {
    for controller in pool {
      if let problem = controller.violations.first { return problem }
      if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
        return "\(controller).parent is \(parent) but it is not among its children"
      }
      for child in controller.children where child.parent !== controller {
        return
          "\(child) is a child of \(controller) but its parent is \(String(describing: child.parent))"
      }
      if Set(controller.children.map(ObjectIdentifier.init)).count != controller.children.count {
        return "\(controller) lists a child twice"
      }
      if let parent = controller.parent, let superview = controller.viewIfLoaded?.superview,
        superview.nearestViewController !== parent
      {
        return
          "\(controller)'s view sits under \(String(describing: superview.nearestViewController)), not its parent \(parent)"
      }
    }
    guard isQuiescent else { return nil }
    for controller in pool {
      let visible = controller.viewIfLoaded?.window?.isVisibleInApplication ?? false
      let state = controller.appearanceState
      if state.isTransitioning { return "\(controller) is stuck \(state) with nothing in flight" }
      if visible != (state == .appeared) {
        return
          "\(controller) is \(state) but its view is \(visible ? "" : "not ")in the visible window"
      }
    }
    return nil
  }

  private var isQuiescent: Bool {
    let application = UIApplication.shared
    return !AnimationEngine.shared.hasRunningAnimations && application.pendingAppearanceEnds.isEmpty
      && !MediaClock.shared.hasDeferredWork
      && !pool.contains { $0.presentationMove != .none }
  }
}

@Suite("Randomised containment: invariants hold over 100,000 operations", .uiTest)
@MainActor
struct RandomContainmentTests {
  @Test("random add, remove, embed, transition, present, dismiss, appearance and frames")
  func randomWalk() {
    var rng = SeededGenerator(seed: 20_261_122)
    let poolSize = 8
    var world = World(poolSize: poolSize)
    var operations: [Operation] = []
    var failure: String?
    var coverage: [String: Int] = [:]
    for step in 0..<100_000 {
      if step % 2_000 == 0 {
        coverage.merge(world.coverage, uniquingKeysWith: +)
        world = World(poolSize: poolSize)
        operations = []
      }
      let operation = Operation.random(poolSize: poolSize, using: &rng)
      operations.append(operation)
      world.apply(operation)
      if let problem = world.violation() {
        failure = problem
        break
      }
    }
    coverage.merge(world.coverage, uniquingKeysWith: +)
    guard let failure else {
      let minimums = ["embed": 5_000, "transition": 1_000, "present": 300, "dismiss": 300]
      for (kind, minimum) in minimums {
        #expect(
          coverage[kind, default: 0] > minimum, "only \(coverage[kind, default: 0]) \(kind) ops ran"
        )
      }
      return
    }
    let shortest = Self.shrink(operations, poolSize: poolSize)
    let replay = World(poolSize: poolSize)
    var replayFailure = failure
    for operation in shortest {
      replay.apply(operation)
      if let problem = replay.violation() {
        replayFailure = problem
        break
      }
    }
    Issue.record(
      """
      Shortest failing sequence (\(shortest.count) steps):
      \(shortest.map(\.description).joined(separator: "\n"))
      It breaks: \(replayFailure)
      """)
  }

  /// Removes chunks of operations while the sequence still fails: delta debugging.
  private static func shrink(_ operations: [Operation], poolSize: Int) -> [Operation] {
    func fails(_ candidate: [Operation]) -> Bool {
      let world = World(poolSize: poolSize)
      for operation in candidate {
        world.apply(operation)
        if world.violation() != nil { return true }
      }
      return false
    }
    var current = operations
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}
