import Testing
import UIKit
import UIKitTestSupport

/// A button that logs its configuration updates, as an iOS 15 subclass overrides them.
@MainActor
private final class LoggingButton: UIButton {
  var log: [String] = []

  override func updateConfiguration() {
    super.updateConfiguration()
    log.append("update \(isHighlighted ? "highlighted" : "normal")")
  }
}

@Suite("UIButton's configuration updates", .uiTest)
@MainActor
struct ButtonConfigurationUpdateTests {
  private func button() -> LoggingButton {
    let button = LoggingButton(configuration: .filled())
    button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
    button.layoutIfNeeded()
    return button
  }

  @Test("setting the handler runs the override, then the handler, at the next layout")
  func handlerRunsAfterTheOverride() {
    let button = button()
    #expect(button.log.isEmpty)

    button.configurationUpdateHandler = { button in
      (button as? LoggingButton)?.log.append("handler")
    }
    #expect(button.log.isEmpty)
    button.layoutIfNeeded()

    #expect(button.log == ["update normal", "handler"])
  }

  @Test("requests before a layout run the update once")
  func requestsAreCoalesced() {
    let button = button()
    button.configurationUpdateHandler = { button in
      (button as? LoggingButton)?.log.append("handler")
    }
    button.layoutIfNeeded()
    button.log = []

    button.setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    button.layoutIfNeeded()

    #expect(button.log == ["update normal", "handler"])
  }

  @Test("a press updates the configuration for the highlighted state, and the release back")
  func stateChangesAskForAnUpdate() {
    let button = button()
    button.configurationUpdateHandler = { button in
      var configuration = button.configuration
      configuration?.title = button.isHighlighted ? "Pressed" : "Buy"
      button.configuration = configuration
    }
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Buy")
    button.log = []

    button.isHighlighted = true
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Pressed")
    button.isHighlighted = false
    button.layoutIfNeeded()

    #expect(button.titleLabel?.text == "Buy")
    #expect(button.log == ["update highlighted", "update normal"])
  }
}
