import Testing

@testable import PortFromIOS

@Suite("Target-action and selector APIs become closures")
struct TargetActionRewriteTests {
  let passes: [any Rewrite] = [TargetActionRewrite()]

  /// `body` inside a view controller that declares the action methods, ported.
  func expectScreen(
    _ body: String, becomes after: String, methods: String = Self.methods,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectPort(
      "final class Screen: UIViewController {\n  func setUp() {\n    \(body)\n  }\n\(methods)}\n",
      becomes:
        "final class Screen: UIViewController {\n  func setUp() {\n    \(after)\n  }\n\(methods)}\n",
      passes: passes, sourceLocation: sourceLocation)
  }

  static let methods = """
      @objc func buttonTapped(_ sender: UIButton) {}
      @objc private func reload() {}
      @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
      @objc func share(_ sender: Any) {}
      @objc func step(_ link: CADisplayLink) {}
      @objc func tick(_ timer: Timer) {}
      @objc func keyboardWillShow(_ notification: NSNotification) {}
      @objc func select(_ row: NSNumber) {}

    """

  @Test("a control's target and action become a UIAction that casts the sender")
  func controlAction() {
    expectScreen(
      "button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)",
      becomes:
        "button.addAction(UIAction(handler: { [weak self] action in self?.buttonTapped(action.sender as! UIButton) }), for: .touchUpInside)"
    )
  }

  @Test("a method without arguments, several events, and a target other than self")
  func controlActionVariants() {
    expectScreen(
      "refresh.addTarget(presenter, action: #selector(Presenter.reload), for: [.valueChanged, .primaryActionTriggered])",
      becomes:
        "refresh.addAction(UIAction(handler: { [weak presenter] _ in presenter?.reload() }), for: [.valueChanged, .primaryActionTriggered])",
      methods: Self.methods + "}\n\nfinal class Presenter {\n  @objc func reload() {}\n")
  }

  @Test("an action the package removes gets an identifier, and the removal uses it")
  func removedActionsAreIdentified() {
    expectScreen(
      "button.addTarget(self, action: #selector(share), for: .touchUpInside)\n"
        + "    button.removeTarget(self, action: #selector(share(_:)), for: .touchUpInside)",
      becomes:
        "button.addAction(UIAction(identifier: UIAction.Identifier(\"share(_:)\"), handler: { [weak self] action in self?.share(action.sender as Any) }), for: .touchUpInside)\n"
        + "    button.removeAction(identifiedBy: UIAction.Identifier(\"share(_:)\"), for: .touchUpInside)"
    )
  }

  @Test("gesture recognizers take a handler, typed as the recognizer made")
  func recognizers() {
    expectScreen(
      "let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))\n"
        + "    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan))\n"
        + "    tap.addTarget(self, action: #selector(handlePan(_:)))",
      becomes:
        "let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.handlePan(recognizer) })\n"
        + "    let edge = UIScreenEdgePanGestureRecognizer(handler: { [weak self] recognizer in self?.handlePan(recognizer) })\n"
        + "    tap.addTarget({ [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) })"
    )
  }

  @Test("bar button items take a primary action")
  func barButtonItems() {
    expectScreen(
      "navigationItem.rightBarButtonItems = [\n"
        + "      UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share(_:))),\n"
        + "      UIBarButtonItem(title: \"Reload\", style: .done, target: self, action: #selector(reload)),\n"
        + "      UIBarButtonItem(image: gear, style: .plain, target: self, action: #selector(share)),\n"
        + "    ]",
      becomes:
        "navigationItem.rightBarButtonItems = [\n"
        + "      UIBarButtonItem(systemItem: .action, primaryAction: UIAction(handler: { [weak self] action in self?.share(action.sender as Any) })),\n"
        + "      UIBarButtonItem(title: \"Reload\", style: .done, primaryAction: UIAction(handler: { [weak self] _ in self?.reload() })),\n"
        + "      UIBarButtonItem(image: gear, style: .plain, primaryAction: UIAction(handler: { [weak self] action in self?.share(action.sender as Any) })),\n"
        + "    ]")
  }

  @Test("key commands take a handler calling the responder's method")
  func keyCommands() {
    expectScreen(
      "commands = [UIKeyCommand(input: \"r\", modifierFlags: .command, action: #selector(reload), discoverabilityTitle: \"Reload\")]",
      becomes:
        "commands = [UIKeyCommand(input: \"r\", modifierFlags: .command, discoverabilityTitle: \"Reload\", handler: { [weak self] _ in self?.reload() })]"
    )
  }

  @Test("display links and timers hold their target strongly, as they did")
  func displayLinksAndTimers() {
    expectScreen(
      "link = CADisplayLink(target: self, selector: #selector(step(_:)))\n"
        + "    timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)\n"
        + "    let later = Timer(fireAt: date, interval: 1, target: self, selector: #selector(reload), userInfo: nil, repeats: false)",
      becomes:
        "link = CADisplayLink(handler: { link in self.step(link) })\n"
        + "    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true, block: { timer in MainActor.assumeIsolated { self.tick(timer) } })\n"
        + "    let later = Timer(fire: date, interval: 1, repeats: false, block: { _ in MainActor.assumeIsolated { self.reload() } })"
    )
  }

  @Test("a timer's userInfo has no block equivalent and is reported")
  func timerUserInfoIsReported() {
    let source =
      "final class Poller {\n  func start() {\n    Timer.scheduledTimer(timeInterval: 1, target: self, "
      + "selector: #selector(poll(_:)), userInfo: [\"page\": 2], repeats: true)\n  }\n"
      + "  @objc func poll(_ timer: Timer) {}\n}\n"

    expectLeft(source, line: 3, advice: "a block timer has no `userInfo`", passes: passes)
  }

  @Test("selector observers become block observers with a weak target")
  func notificationObservers() {
    expectScreen(
      "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
      becomes:
        "_ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil, using: { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification as NSNotification) } })"
    )
  }

  @Test("an observer the code removes by target is reported, not rewritten")
  func removedObserverIsReported() {
    let source =
      "final class Screen: UIViewController {\n  func start() {\n    NotificationCenter.default.addObserver(self, "
      + "selector: #selector(changed(_:)), name: .NSCalendarDayChanged, object: nil)\n  }\n"
      + "  func stop() { NotificationCenter.default.removeObserver(self) }\n"
      + "  @objc func changed(_ note: Notification) {}\n}\n"

    expectLeft(source, line: 3, advice: "keep the token", passes: passes)
  }

  @Test("perform calls the method now, or later on the main queue with the value taken now")
  func perform() {
    expectScreen(
      "perform(#selector(reload))\n"
        + "    perform(#selector(select(_:)), with: NSNumber(value: row), afterDelay: 0.3)\n"
        + "    performSelector(onMainThread: #selector(reload), with: nil, waitUntilDone: false)",
      becomes:
        "reload()\n"
        + "    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: { [argument = NSNumber(value: row)] in self.select(argument) })\n"
        + "    DispatchQueue.main.async(execute: { self.reload() })")
  }

  @Test("forms with no closure equivalent are reported where they are")
  func leftoversAreReported() {
    let source = """
      final class Menu: UIViewController {
        func setUp() {
          button.addTarget(nil, action: #selector(Menu.close), for: .touchUpInside)
          item.action = #selector(close)
          if target.responds(to: #selector(close)) { close() }
          UIMenuController.shared.menuItems = [UIMenuItem(title: "Copy", action: #selector(close))]
        }
        @objc func close() {}
      }
      """

    let result = port([("Sources/Lib/Menu.swift", source)], passes: passes)

    #expect(result.files[0].text == source)
    #expect(result.cannotPort.map(\.line) == [3, 4, 5, 6])
    #expect(result.cannotPort[0].message.contains("responder chain"))
    #expect(result.cannotPort[3].message.contains("UIMenuItem"))
  }

  @Test("an action whose sender type is unknown is reported rather than guessed")
  func unknownSenderIsReported() {
    expectLeft(
      "final class Cell: UITableViewCell {\n  func setUp() {\n"
        + "    button.addTarget(delegate, action: #selector(CellDelegate.cellButtonTapped(_:)), for: .touchUpInside)\n"
        + "  }\n}\n",
      line: 3, advice: "cannot tell what sender type `cellButtonTapped(_:)` takes", passes: passes)
  }
}
