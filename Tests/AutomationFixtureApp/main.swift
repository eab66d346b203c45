import AutomationChannel
import Foundation
import SDLHost
import UIKit

// `--probe-channel <path>`: play a second process that tries the app's UI-testing channel
// without its token, print what the app answered, and exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--probe-channel" {
  guard let connection = AutomationConnection.connect(to: CommandLine.arguments[2]) else {
    print("probe: cannot connect")
    exit(2)
  }
  connection.send(AutomationRequest.hello(token: "not-the-token"))
  let reply = connection.receive(AutomationReply.self, until: Date().addingTimeInterval(10))
  connection.send(AutomationRequest.snapshot)
  let after = connection.receive(AutomationReply.self, until: Date().addingTimeInterval(10))
  print("probe: \(String(describing: reply.value)) then \(String(describing: after.value))")
  exit(0)
}

SDLHost.run(title: "Automation fixture") { FixtureViewController() }
