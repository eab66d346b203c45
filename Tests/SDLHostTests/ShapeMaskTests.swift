import Testing

@testable import SDLHost

@Suite("Shape masks")
struct ShapeMaskTests {
  @Test("a corner mask is empty outside the arc, full inside, and antialiased on it")
  func corner() {
    let (width, _, alpha) = ShapeMask.corner(radius: 8).render()

    #expect(alpha[0] == 0)
    #expect(alpha[7 * width + 7] == 255)
    #expect(alpha.contains { $0 > 20 && $0 < 235 })
  }

  @Test("a ring mask is transparent inside, opaque on the band and empty outside the arc")
  func ring() {
    let (width, _, alpha) = ShapeMask.ring(radius: 12, width: 3).render()

    #expect(alpha[0] == 0)
    #expect(alpha[11 * width + 11] == 0)
    #expect(alpha[11 * width + 1] >= 250)
    #expect(alpha[1 * width + 11] >= 250)
  }

  @Test("a shadow corner fades from nothing outside to full inside")
  func shadowCorner() {
    let (width, height, alpha) = ShapeMask.shadowCorner(radius: 4, spread: 6, sigmaTenths: 20)
      .render()

    #expect(alpha[0] < 5)
    #expect(alpha[(height - 1) * width + width - 1] > 250)
  }
}
