"""DOM -> record sections -> comment fields."""
