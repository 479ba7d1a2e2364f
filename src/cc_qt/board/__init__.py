"""The map board: hex layout (engine geometry to pixels), the scene that draws a map, the view.

Items here only draw; the scene reports hovers and clicks as signals, so the game and the
designer decide what they mean.
"""
