import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

// Through the public API, plus the host's package-level input calls, as the SDL host sends them.

@Suite("UIWindow.windowLevel: several windows, stacked, drawn and hit-tested by level", .uiTest)
@MainActor
struct WindowLevelTests {
  /// A window over `frame` whose root view is filled with `color`.
  private func window(
    _ frame: CGRect, _ color: UIColor, level: UIWindow.Level, key: Bool = false
  ) -> UIWindow {
    let window = UIWindow(frame: frame)
    let root = UIViewController()
    root.view.backgroundColor = color
    window.rootViewController = root
    window.windowLevel = level
    if key { window.makeKeyAndVisible() } else { window.isHidden = false }
    return window
  }

  @Test("UIKit's levels, and windows listed back to front by level, then by showing order")
  func ordering() {
    let alert = window(CGRect(x: 0, y: 0, width: 100, height: 100), .blue, level: .alert)
    let main = window(CGRect(x: 0, y: 0, width: 390, height: 844), .red, level: .normal, key: true)
    let banner = window(CGRect(x: 0, y: 0, width: 100, height: 40), .green, level: .statusBar)
    let second = window(CGRect(x: 0, y: 0, width: 50, height: 50), .gray, level: .normal)

    #expect(UIWindow.Level.normal.rawValue == 0)
    #expect(UIWindow.Level.statusBar.rawValue == 1000)
    #expect(UIWindow.Level.alert.rawValue == 2000)
    #expect(UIWindow.Level.normal + 1 > .normal)
    #expect(UIApplication.shared.windows == [main, second, banner, alert])
    #expect(UIApplication.shared.keyWindow === main)
  }

  @Test("the screen shows windows by level, the status bar between normal and alert windows")
  func drawing() {
    let main = window(CGRect(x: 0, y: 0, width: 390, height: 844), .red, level: .normal, key: true)
    let alert = window(CGRect(x: 100, y: 0, width: 200, height: 300), .blue, level: .alert)
    let behind = window(CGRect(x: 0, y: 400, width: 390, height: 100), .green, level: .normal - 1)
    UIApplication.shared.advance(by: 0)

    let screen = WindowSnapshot.renderScreen(chromeOf: main)

    #expect(screen.color(atX: 50, y: 200) == [255, 0, 0, 255])
    #expect(screen.color(atX: 200, y: 200) == [0, 0, 255, 255])
    // The main window covers the lower-level one.
    #expect(screen.color(atX: 50, y: 450) == [255, 0, 0, 255])
    // The status bar's clock is drawn over the main window, and the alert over the status bar.
    let clockArea = (0..<24).flatMap { y in (0..<90).map { screen.color(atX: $0, y: y) } }
    #expect(clockArea.contains { $0 != [255, 0, 0, 255] })
    let batteryUnderAlert = (0..<24).flatMap { y in (100..<300).map { screen.color(atX: $0, y: y) }
    }
    #expect(batteryUnderAlert.allSatisfy { $0 == [0, 0, 255, 255] })
    _ = (alert, behind)
  }

  @Test("a window away from the screen's origin is drawn there, its composited views too")
  func drawingAtAnOrigin() {
    let main = window(CGRect(x: 0, y: 0, width: 390, height: 844), .red, level: .normal, key: true)
    let panel = window(CGRect(x: 40, y: 500, width: 200, height: 200), .blue, level: .normal + 1)
    // Rounded and clipped: drawn as a composited layer, with a transform of its own.
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.backgroundColor = .green
    card.layer.cornerRadius = 10
    card.clipsToBounds = true
    card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    panel.rootViewController?.view.addSubview(card)
    UIApplication.shared.advance(by: 0)

    let screen = UIApplication.shared.screenDisplayList(chromeOf: main)

    // Transforms do not nest in a display list: the card's layer carries the window's offset.
    let cards = screen.items.compactMap { item -> CompositedLayer? in
      guard case .layer(let layer) = item, layer.contentRect.size == card.bounds.size else {
        return nil
      }
      return layer
    }
    #expect(cards.map(\.transform) == [CGAffineTransform(translationX: 60, y: 520)])
    let rendered = WindowSnapshot.renderScreen(chromeOf: main)
    #expect(rendered.color(atX: 50, y: 510) == [0, 0, 255, 255])
    #expect(rendered.color(atX: 130, y: 600) == [0, 255, 0, 255])
    #expect(rendered.color(atX: 70, y: 100) == [255, 0, 0, 255])
  }

  @Test("a press goes to the frontmost window whose views take it")
  func hitTesting() {
    final class PassThroughWindow: UIWindow {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === rootViewController?.view ? nil : hit
      }
    }
    var pressed: [String] = []
    let main = window(
      CGRect(x: 0, y: 0, width: 390, height: 844), .white, level: .normal, key: true)
    let mainButton = UIButton(
      type: .system, primaryAction: UIAction { _ in pressed.append("main") })
    mainButton.frame = CGRect(x: 0, y: 100, width: 390, height: 100)
    main.rootViewController?.view.addSubview(mainButton)
    let alert = window(CGRect(x: 100, y: 0, width: 200, height: 300), .blue, level: .alert)
    let alertButton = UIButton(
      type: .system, primaryAction: UIAction { _ in pressed.append("alert") })
    alertButton.frame = CGRect(x: 0, y: 100, width: 200, height: 100)
    alert.rootViewController?.view.addSubview(alertButton)
    let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    overlay.rootViewController = UIViewController()
    overlay.windowLevel = .statusBar
    overlay.isHidden = false
    UIApplication.shared.advance(by: 0)
    func click(_ point: CGPoint) {
      UIApplication.shared.sendMouseDown(at: point, in: main, clickCount: 1)
      UIApplication.shared.sendMouseUp(at: point, in: main)
      UIApplication.shared.advance(by: 0)
    }

    click(CGPoint(x: 200, y: 150))
    click(CGPoint(x: 50, y: 150))
    alert.windowLevel = .normal - 1
    click(CGPoint(x: 200, y: 150))

    #expect(pressed == ["alert", "main", "main"])
  }
}
